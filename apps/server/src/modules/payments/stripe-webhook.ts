import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type StripeGateway, type StripeWebhookEvent, WebhookPayloadError, WebhookSignatureError } from './stripe-gateway.ts';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

export interface StripeWebhookOptions {
  gateway: Pick<StripeGateway, 'parseWebhook'>;
  /**
   * Acts on a verified event. Stripe may deliver an event more than once and out of order: act by the
   * event's object as it is now, idempotently. A throw answers 500, and Stripe delivers it again later.
   */
  onEvent(event: StripeWebhookEvent, request: FastifyRequest): Promise<void> | void;
}

const Received = z.object({ received: z.literal(true) });

/**
 * POST /api/webhooks/stripe: Stripe's event deliveries. Registered as a plugin of its own (not through
 * fastify-plugin), so that its body parser, which keeps the raw bytes the signature is computed over, applies
 * to this route only. Outside the contracts' route tables on purpose: Stripe calls it, not our clients, and
 * its body is Stripe's event, verified by signature rather than by a schema (hidden from the API document).
 * A bad or missing signature, one dated more than Stripe's tolerance either way, or a signed body that is not a JSON
 * event is 400 and nothing is done; an event type we do not act on is 200, so Stripe
 * stops sending it.
 */
export const stripeWebhookPlugin: FastifyPluginAsync<StripeWebhookOptions> = async (app, { gateway, onEvent }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    STRIPE_WEBHOOK_PATH,
    { schema: { hide: true, response: { 200: Received } } },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event: StripeWebhookEvent | null;
      try {
        event = gateway.parseWebhook(body, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook refused: bad signature');
          throw new AppError('bad_request', 'The Stripe signature of this event is not valid.');
        }
        if (error instanceof WebhookPayloadError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook refused: not a JSON event');
          throw new AppError('bad_request', 'The body of this Stripe event is not a JSON event.');
        }
        throw error;
      }
      if (event) await onEvent(event, request);
      return { received: true as const };
    },
  );
};
