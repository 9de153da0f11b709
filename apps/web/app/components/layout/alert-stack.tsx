import { Alert, Container, Stack } from '@mantine/core';
import { type AlertType, useAlerts } from '~/lib/alerts';

const COLORS: Record<AlertType, string> = { success: 'teal', info: 'blue', warning: 'yellow', danger: 'red' };

/** The current alerts as Mantine Alerts (role="alert"), each closable. */
export default function AlertStack() {
  const alerts = useAlerts((state) => state.alerts);
  const dismissAlert = useAlerts((state) => state.dismissAlert);
  return (
    <Container size="lg" pt="sm">
      <Stack gap="xs">
        {alerts.map((alert) => (
          <Alert
            key={alert.id}
            role="alert"
            color={COLORS[alert.type]}
            variant="light"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => dismissAlert(alert.id)}
            data-alert-type={alert.type}
            style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            {alert.message}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
