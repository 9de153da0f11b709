import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { usePaymentsTestMode } from '~/lib/runtime-config';

/**
 * "Test mode", shown wherever a card is added, held or charged while payments go to the sandbox gateway (no
 * Stripe configured): the pages' "held on your card" and "Charged $X" are then a simulation, and say so. Renders
 * nothing with Stripe.
 */
export function TestModeNotice() {
  const testMode = usePaymentsTestMode();
  if (!testMode) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Test mode"
      icon={<IconFlask size={20} aria-hidden="true" />}
      role="note"
      aria-label="Test mode"
      // Mantine's yellow title on its light yellow is 2.7:1; the text colour reads at AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      Payments here are a test: no real card is charged or held. Use a test card such as 4242 4242 4242 4242.
    </Alert>
  );
}
