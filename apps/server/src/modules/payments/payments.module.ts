import { paymentsRoutes as routes } from '@pitstop/contracts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { createPaymentGateway, sandboxPaymentsNotice } from './create-payment-gateway.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { deleteCreditCard } from './delete-credit-card.ts';
import { GatewayError } from './gateway.ts';
import { getCreditCard, listCreditCards } from './list-credit-cards.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { createPayments, type Payments } from './payments-service.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { refundPayment } from './refund-payment.ts';
import { saveCreditCard } from './save-credit-card.ts';
import { voidPayment } from './void-payment.ts';
import { updateCreditCard } from './update-credit-card.ts';
import { applyStripeEvent } from './stripe-events.ts';
import { isBillingEvent, type StripeGateway } from './stripe-gateway.ts';
import { stripeWebhookPlugin } from './stripe-webhook.ts';
import { auditActor } from '../audit/index.ts';

const isStripeGateway = (gateway: { kind: string }): gateway is StripeGateway => gateway.kind === 'stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** Holds on saved cards, for the modules that book and charge (modules/payments, ADR 030). */
    payments: Payments;
  }
}

const CARDS = 'credit_cards';
const ADMIN_PAYMENTS = 'payment_authorisations';
/** A hold this old with no booking attached is an orphan: a booking attaches its hold within one request. */
export const ORPHAN_HOLD_AGE_MS = 10 * 60_000;
const PRIVATE = 'private, no-store';

/** A refusal at the sandbox's own setup routes, in the words Stripe.js would show. */
const sandboxError = (error: unknown): never => {
  if (error instanceof GatewayError) throw new AppError(error.code === 'not_found' ? 'not_found' : 'card_declined', error.message);
  throw error;
};

/**
 * Saved cards and holds (docs/product/booking-and-payments.md; contracts `paymentsRoutes`): the payment gateway of the configuration
 * (Stripe, or the local sandbox), the `app.payments` service, the saved-card endpoints, and — only with the
 * sandbox — the sandbox gateway's own setup routes that stand in for Stripe.js.
 */
export const paymentsModule = defineModule(
  'payments',
  async (app, { config, database }) => {
    const gateway = await createPaymentGateway(config, database.db, app.clock);
    const notice = sandboxPaymentsNotice(config);
    if (notice) app.log.warn(notice);
    const payments = createPayments({ db: database.db, gateway, clock: app.clock, log: app.log });
    app.decorate('payments', payments satisfies Payments);
    // A hold placed but never tied to a booking (the process stopped between the gateway's answer and the
    // booking's commit) is released once it is older than any booking could take (ADR 030).
    app.jobs.define(RECURRING_JOBS.reconcilePayments.name, {
      cron: RECURRING_JOBS.reconcilePayments.cron,
      handler: async ({ log }) => {
        const { released } = await payments.reconcile(ORPHAN_HOLD_AGE_MS);
        if (released > 0) log.warn({ released }, 'released holds that no booking took');
      },
    });
    const deps: PaymentsDeps = { db: database.db, gateway, payments, clock: app.clock };

    mount(app, routes.createSetupIntent, async (request, reply) => {
      const intent = await createSetupIntent(deps, { userId: currentUser(request).id });
      reply.status(201).header('cache-control', PRIVATE);
      return jsonApiResource('setup_intents', { id: intent.clientSecret.split('_secret_')[0]!, ...intent });
    });

    mount(app, routes.createCreditCard, async (request, reply) => {
      const { created, card } = await saveCreditCard(deps, { userId: currentUser(request).id, ...request.body });
      reply.status(created ? 201 : 200).header('cache-control', PRIVATE);
      return jsonApiResource(CARDS, card);
    });

    mount(app, routes.listCreditCards, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiList(CARDS, await listCreditCards(deps, { userId: currentUser(request).id }));
    });

    mount(app, routes.getCreditCard, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(CARDS, await getCreditCard(deps, { userId: currentUser(request).id, id: request.params.id }));
    });

    mount(app, routes.updateCreditCard, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const card = await updateCreditCard(deps, { userId: currentUser(request).id, id: request.params.id, details: request.body.newCardDetails });
      return jsonApiResource(CARDS, card);
    });

    mount(app, routes.deleteCreditCard, async (request, reply) => {
      await deleteCreditCard(deps, { userId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send();
    });

    // The operations console (docs/product/operations.md): admins refund charged holds and void open ones.
    mount(app, routes.refundAdminPayment, async (request, reply) => {
      const { created, payment } = await refundPayment(deps, {
        actor: auditActor(currentUser(request)),
        authorisationId: request.params.id,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(created ? 201 : 200).header('cache-control', PRIVATE);
      return jsonApiResource(ADMIN_PAYMENTS, payment);
    });

    mount(app, routes.voidAdminPayment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const payment = await voidPayment(deps, { actor: auditActor(currentUser(request)), authorisationId: request.params.id, reason: request.body.reason });
      return jsonApiResource(ADMIN_PAYMENTS, payment);
    });

    // The sandbox's stand-in for Stripe.js: only when the sandbox is the gateway (with Stripe these are 404).
    // Public: the client secret is the capability.
    if (gateway instanceof SandboxGateway) {
      mount(app, routes.confirmSandboxSetup, async (request) => {
        const { clientSecret, card, billingDetails } = request.body;
        return gateway
          .confirmSetup(request.params.id, clientSecret, { ...card, billingDetails })
          .catch(sandboxError);
      });
      mount(app, routes.authenticateSandboxSetup, async (request) => {
        const { clientSecret, approve } = request.body;
        return gateway.authenticateSetup(request.params.id, clientSecret, approve).catch(sandboxError);
      });
    } else if (isStripeGateway(gateway)) {
      // Stripe tells us of holds it ended itself (an expired authorisation is cancelled by Stripe), and of its
      // Billing subscriptions' invoices and changes (ADR 058): one endpoint, by event type.
      await app.register(stripeWebhookPlugin, {
        gateway,
        onEvent: (event) => (isBillingEvent(event) ? payments.billing?.apply(event) : applyStripeEvent(database.db, event, app.log)),
      });
    }
  },
  ['jobs', 'auth'],
);
