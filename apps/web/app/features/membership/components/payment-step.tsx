import { Anchor, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import type { Action } from '~/lib/use-action';
import { type SubscriptionModalMode, joinButtonLabel, joinDisabled } from '../subscription-modal-rules';

/** The card chooser a route composes in (the payments feature's saved-card selector and card form). */
export interface CardChooserProps {
  /** The chosen card's gateway payment-method id, or null. */
  paymentToken: string | null;
  onChange: (paymentToken: string | null) => void;
}
export type CardChooser = ComponentType<CardChooserProps>;

export interface PaymentStepProps {
  mode: SubscriptionModalMode;
  /** The program's title ("Pitstop Plus"): the Join button's brand. */
  brand: string;
  /** What is being paid for ("12 Months: $99.99 / 12 mo"). */
  summary: string;
  /** Shown when the plans are there to go back to. */
  onBackToPlans: (() => void) | null;
  onCancel: () => void;
  CardChooser: CardChooser;
  /** Runs the call of the mode with the chosen card (useAction: pending, problem). */
  submit: Action<[paymentToken: string]>;
}

/**
 * The payment step (spec 001 §2 "Subscription modal", §4 "Join button", §5, §8): Back to plans and pricing, the
 * card to choose or add, the terms checkbox, and the footer's Cancel and Join buttons; a failure shows in a
 * dismissible danger alert, the server's words or the generic sentence (GENERIC_FAILURE_TEXT).
 */
export function PaymentStep({ mode, brand, summary, onBackToPlans, onCancel, CardChooser, submit }: PaymentStepProps) {
  const [paymentToken, setPaymentToken] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const loading = submit.pending;
  return (
    <Stack gap="md">
      {onBackToPlans && (
        <Anchor component="button" type="button" onClick={onBackToPlans} size="sm" style={{ alignSelf: 'flex-start' }}>
          Back to plans and pricing
        </Anchor>
      )}
      <Paper withBorder radius="md" p="sm">
        <Text fw={600}>{brand}</Text>
        <Text size="sm">{summary}</Text>
      </Paper>
      <CardChooser paymentToken={paymentToken} onChange={setPaymentToken} />
      <Checkbox
        checked={termsAccepted}
        onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
        label={
          mode === 'update'
            ? `I agree that my ${brand} membership is billed to this card from now on.`
            : `I agree to the ${brand} membership terms: the price is charged today and every period until I cancel.`
        }
      />
      <ProblemAlert problem={submit.problem} onClose={() => submit.setProblem(null)} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button
          disabled={joinDisabled({ cardChosen: paymentToken !== null, termsAccepted, loading })}
          onClick={() => paymentToken && void submit.run(paymentToken)}
        >
          {joinButtonLabel({ loading, mode, brand })}
        </Button>
      </Group>
    </Stack>
  );
}
