import { Button, Group, Stack } from '@mantine/core';
import { paymentMessages } from '@pitstop/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCurrentUser } from '~/lib/store';
import { refuse } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { cardFailure } from '../card-failure';
import { useCreateCreditCard } from '../api/create-credit-card';
import { createSetupIntent } from '../api/create-setup-intent';
import { BillingDetailsSchema, billingAddressDelays, billingDetailsFor } from '../schemas';
import type { AddCardFormProps } from './add-card-form';
import { BillingDetailsFields, FieldGroup } from './billing-details-fields';
import { ProblemAlert } from '~/components/ui/problem-alert';

// One Stripe.js per publishable key for the page's life (loadStripe adds Stripe's script once). The `pure` entry
// adds it when loadStripe is first called, as this form renders; the main entry would add it on import, so a test
// importing the form would try to load Stripe's script.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  const existing = stripes.get(publishableKey);
  if (existing) return existing;
  const loading = loadStripe(publishableKey);
  stripes.set(publishableKey, loading);
  return loading;
};

type StripeCardFormProps = AddCardFormProps & {
  publishableKey: string;
  /** Stripe.js for the key unless given: a test hands in a fake, as Stripe's script cannot load without the network. */
  stripe?: Stripe | Promise<Stripe | null>;
};

/**
 * Adds a card with Stripe (a publishable key configured, docs/product/booking-and-payments.md): the name and billing address as in the
 * sandbox's form, the card in Stripe Elements' CardElement (the number never touches our page's code or our
 * server), confirmed with `stripe.confirmCardSetup` on a setup intent of ours, which also runs 3-D Secure;
 * a setup that did not succeed shows Stripe's words or `paymentMessages.cardSetupFailed`
 * (docs/product/errors-and-validation.md). Loaded only on the payment page, and only with Stripe configured.
 */
export default function StripeCardForm({ publishableKey, stripe, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripe ?? stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ onSaved, onCancel }: AddCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useCreateCreditCard();
  const profile = useCurrentUser();
  const form = useSchemaForm(BillingDetailsSchema, { initialValues: billingDetailsFor(profile), delays: billingAddressDelays });

  const submit = form.submit(
    async (billing) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) refuse(paymentMessages.cardSetupFailed);
      const intent = await createSetupIntent();
      const { setupIntent, error } = await stripe.confirmCardSetup(intent.clientSecret, {
        payment_method: {
          card,
          billing_details: {
            name: billing.name,
            address: {
              line1: billing.addressLine1,
              line2: billing.addressLine2 ?? undefined,
              city: billing.addressCity,
              state: billing.addressState,
              postal_code: billing.addressZip,
              country: billing.addressCountry,
            },
          },
        },
      });
      if (error || setupIntent?.status !== 'succeeded' || !setupIntent.payment_method) {
        refuse(error?.message ?? paymentMessages.cardSetupFailed);
      }
      const paymentMethod = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method.id;
      onSaved(await save.mutateAsync(paymentMethod));
    },
    { onFailure: cardFailure },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
        <BillingDetailsFields inputProps={(key) => form.getInputProps(key as never)} />
        <FieldGroup legend="Card">
          <div style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, padding: 12 }}>
            <CardElement options={{ hidePostalCode: true }} />
          </div>
        </FieldGroup>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.submitting} disabled={!stripe}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
