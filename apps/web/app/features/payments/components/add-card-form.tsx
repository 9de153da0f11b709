import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { paymentMessages } from '@pitstop/contracts';
import { useState } from 'react';
import { TestModeNotice } from '~/components/ui/test-mode-notice';
import { useCurrentUser } from '~/lib/store';
import { useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { cardFailure } from '../card-failure';
import { authenticateSandboxSetup } from '../api/authenticate-sandbox-setup';
import { confirmSandboxSetup } from '../api/confirm-sandbox-setup';
import { useCreateCreditCard } from '../api/create-credit-card';
import { createSetupIntent } from '../api/create-setup-intent';
import type { SavedCardView } from '../api/list-credit-cards';
import { SandboxCardFormSchema, billingAddressDelays, billingDetailsFor } from '../schemas';
import { BillingDetailsFields, FieldGroup } from './billing-details-fields';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { ExpiryFields } from './expiry-fields';

export interface AddCardFormProps {
  onSaved: (card: SavedCardView) => void;
  onCancel?: () => void;
}

/**
 * Adds a card (docs/product/booking-and-payments.md, docs/product/errors-and-validation.md): the name and billing address, then the card itself, which
 * goes to the payment gateway and never to our server. This is the sandbox's form (no Stripe key configured):
 * card number, expiry and CVC are posted to the sandbox gateway's confirm route, as Stripe.js posts them to
 * Stripe; a card that asks for authentication (4000 0025 0000 3155) shows the sandbox's own step. Once the setup
 * succeeded, its payment-method id is saved with POST v3/users/credit_cards. Errors show in a dismissible alert:
 * the gateway's words ('Your card was declined.'), or `paymentMessages.cardSetupFailed`.
 */
export function AddCardForm({ onSaved, onCancel }: AddCardFormProps) {
  const save = useCreateCreditCard();
  const profile = useCurrentUser();
  const [authentication, setAuthentication] = useState<{ clientSecret: string } | null>(null);
  const [answering, setAnswering] = useState<boolean | null>(null);
  const form = useSchemaForm(SandboxCardFormSchema, {
    initialValues: { ...billingDetailsFor(profile), number: '', expMonth: '', expYear: '', cvc: '' },
    delays: billingAddressDelays,
  });

  const answer = useAction(
    async (approve: boolean) => {
      if (!authentication) return;
      setAnswering(approve);
      try {
        const result = await authenticateSandboxSetup(authentication.clientSecret, approve);
        if (result.status !== 'succeeded') throw new Error(paymentMessages.cardSetupFailed);
        setAuthentication(null);
        onSaved(await save.mutateAsync(result.paymentMethod));
      } finally {
        setAnswering(null);
      }
    },
    {
      onFailure: (problem, error) => {
        setAuthentication(null);
        return cardFailure(problem, error);
      },
    },
  );

  const submit = form.submit(
    async ({ number, expMonth, expYear, cvc, ...billingDetails }) => {
      answer.setProblem(null);
      const intent = await createSetupIntent();
      // The Stripe form replaces this one when a publishable key is configured (see the payment page).
      if (intent.gateway !== 'sandbox') throw new Error(paymentMessages.cardSetupFailed);
      const result = await confirmSandboxSetup({
        clientSecret: intent.clientSecret,
        card: { number, cvc, expMonth: Number(expMonth), expYear: Number(expYear) },
        billingDetails,
      });
      if (result.status === 'requires_action') {
        setAuthentication({ clientSecret: intent.clientSecret });
        return;
      }
      onSaved(await save.mutateAsync(result.paymentMethod));
    },
    { onFailure: cardFailure },
  );

  if (authentication) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="card-authentication">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="card-authentication">
            Confirm your card
          </Title>
          <Text size="sm">
            Your bank asks you to confirm this card. This is the payment sandbox&apos;s authentication step: approve it, or fail it
            to see what a refused authentication does.
          </Text>
          <Group>
            <Button onClick={() => void answer.run(true)} loading={answering === true} disabled={answering === false}>
              Approve
            </Button>
            <Button variant="default" onClick={() => void answer.run(false)} loading={answering === false} disabled={answering === true}>
              Fail authentication
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="md">
        <TestModeNotice />
        <ProblemAlert
          problem={form.problem ?? answer.problem}
          onClose={() => {
            form.setProblem(null);
            answer.setProblem(null);
          }}
        />
        <BillingDetailsFields inputProps={(key) => form.getInputProps(key as never)} />
        <FieldGroup legend="Card">
          <Text size="xs" c="dimmed" mb="xs">
            Test mode: use 4242 4242 4242 4242 with any future month and year and any CVC. Your card number goes to the payment gateway only.
          </Text>
          <Stack gap="sm">
            <TextInput label="Card number" autoComplete="cc-number" inputMode="numeric" maxLength={23} required {...form.getInputProps('number')} />
            <Group gap="sm" align="flex-start" wrap="wrap">
              <ExpiryFields inputProps={(key) => form.getInputProps(key)} idPrefix="new-card" />
              <TextInput flex="1 1 80px" miw={0} label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required {...form.getInputProps('cvc')} />
            </Group>
          </Stack>
        </FieldGroup>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

