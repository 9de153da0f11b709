import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { exportSharedVehicleHistoryCsv } from '../api/export-shared-vehicle-history-csv';
import { exportSharedVehicleHistoryPdf } from '../api/export-shared-vehicle-history-pdf';
import { useSharedVehicleHistory } from '../api/get-shared-vehicle-history';
import { HistoryBody } from './history-body';

/**
 * The page behind a share link (ADR 068): the history read-only, with its PDF and CSV, for anyone holding the link.
 * Its data comes with the page from the server; a link turned off or unknown says so.
 */
export function SharedVehicleHistoryPage({ token, brandName }: { token: string; brandName: string }) {
  const history = useSharedVehicleHistory(token);
  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Service history
          </Title>
          <Text size="sm" c="dimmed">
            Shared by the vehicle’s owner: the jobs completed through {brandName}, read-only.
          </Text>
        </Stack>
        <HistoryBody
          history={history}
          pdf={() => exportSharedVehicleHistoryPdf(token)}
          csv={() => exportSharedVehicleHistoryCsv(token)}
          failure={(message) => (
            <Alert color="yellow" variant="light" role="alert" title="This link does not open a history">
              {message}
            </Alert>
          )}
        />
      </Stack>
    </Container>
  );
}
