import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentAuthorisations } from '../../db/schema/index.ts';
import type { StripeWebhookEvent } from './stripe-gateway.ts';

/**
 * What a verified Stripe event changes here. Stripe cancels a hold it was never told to capture when the hold
 * expires (about 7 days; 5 for some networks): an authorised hold of ours whose PaymentIntent Stripe cancelled is
 * released, so nothing counts on it and its card may be deleted. Acting on the current row (only an authorised
 * one moves) makes a repeated or late delivery harmless. Every other event is only logged: holds, captures and
 * releases are written by our own calls, which know their outcome from Stripe's answer.
 */
export async function applyStripeEvent(db: Db, event: StripeWebhookEvent, log: FastifyBaseLogger): Promise<void> {
  if (event.type !== 'payment_intent.canceled') {
    log.info({ stripeEvent: event.type, eventId: event.eventId }, 'Stripe event noted');
    return;
  }
  const released = await db
    .update(paymentAuthorisations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentAuthorisations.gateway, 'stripe'),
        eq(paymentAuthorisations.gatewayRef, event.authorisationId),
        eq(paymentAuthorisations.status, 'authorised'),
      ),
    )
    .returning({ id: paymentAuthorisations.id });
  log.info({ stripeEvent: event.type, eventId: event.eventId, released: released.length }, 'Stripe ended a hold');
}
