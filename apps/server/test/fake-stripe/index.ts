import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeObject } from './fake-stripe.ts';

export { type FakeRequest, type FakeStripe, startFakeStripe, type StripeObject } from './fake-stripe.ts';
export { TEST_CARDS } from './test-cards.ts';

/**
 * A Stripe webhook delivery as Stripe sends it: the event's JSON body and its `Stripe-Signature` header,
 * signed with `secret` (by the SDK's own test helper) at `timestamp` (seconds; now by default).
 */
export function signedStripeEvent(
  type: string,
  object: StripeObject | Record<string, unknown>,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): { payload: string; signature: string; eventId: string } {
  const eventId = `evt_fake${randomBytes(9).toString('hex')}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: timestamp,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, signature, eventId };
}
