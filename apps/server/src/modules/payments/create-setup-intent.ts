import { randomUUID } from 'node:crypto';
import type { SetupIntent } from '@pitstop/contracts';
import type { PaymentsDeps } from './payments-deps.ts';

/**
 * Start saving a card: the user's gateway customer (made once, whatever the retries) and a fresh setup intent
 * whose client secret the browser confirms with the gateway (Stripe.js, or the sandbox's confirm route).
 */
export async function createSetupIntent(deps: PaymentsDeps, input: { userId: string }): Promise<SetupIntent> {
  const customerId = await deps.payments.customerFor(input.userId);
  // Each attempt to add a card is its own setup (Stripe's advice): a new key, never a replay of an old intent.
  const { clientSecret } = await deps.gateway.createSetupIntent(customerId, `setup_intent:${randomUUID()}`);
  return { clientSecret, gateway: deps.gateway.kind, publishableKey: deps.gateway.publishableKey };
}
