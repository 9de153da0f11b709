import type { CardBrand, PaymentGatewayKind } from '@pitstop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

/**
 * Saved cards and holds (docs/product/booking-and-payments.md, ADR 030). The card number never reaches these tables: the gateway keeps
 * the card, we keep its payment-method id, brand, last four, expiry and billing address.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
);

export const creditCards = pgTable(
  'credit_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZip: text('address_zip').notNull(),
    addressCountry: text('address_country').notNull().default('US'),
    /** Deleted by the person (and detached at the gateway); kept for the holds that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('credit_cards_user_id_idx').on(t.userId, t.createdAt)],
);

export const AUTHORISATION_STATUSES = ['pending', 'authorised', 'failed', 'captured', 'released'] as const;
export type AuthorisationStatus = (typeof AUTHORISATION_STATUSES)[number];

/**
 * One hold on a card. Written `pending` before the gateway is called and `authorised` | `failed` after, so a
 * crash in between leaves a row to find; `attached` once a booking's transaction says the hold pays for it.
 */
/**
 * The Stripe webhook events acted on (ADR 058), each recorded in the transaction of what it changed: the same event
 * delivered again finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => creditCards.id, { onDelete: 'restrict' }),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    /** The gateway's hold (Stripe PaymentIntent id); null until the gateway answered. */
    gatewayRef: text('gateway_ref'),
    amountCents: integer('amount_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    /** Given back of the captured amount by the operations console's refunds (payment_refunds). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the hold was captured (the revenue of a day, by the clock). */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    status: text('status').$type<AuthorisationStatus>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    attached: boolean('attached').notNull().default(false),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_authorisations_card_id_status_idx').on(t.cardId, t.status),
    index('payment_authorisations_status_created_at_idx').on(t.status, t.createdAt),
    check('payment_authorisations_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_authorisations_captured_le_amount', sql`${t.capturedCents} >= 0 and ${t.capturedCents} <= ${t.amountCents}`),
    check('payment_authorisations_refunded_le_captured', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.capturedCents}`),
    // The metrics' revenue by day reads the captured holds by their capture time.
    index('payment_authorisations_captured_at_idx').on(t.capturedAt).where(sql`${t.status} = 'captured'`),
    // The console's view of a request finds its holds by what they pay for (`offer:<id>`, `appointment:<id>`).
    index('payment_authorisations_reference_idx').on(t.reference),
  ],
);

/**
 * A refund of a captured hold, made in the operations console (docs/product/operations.md). Written `pending` with
 * its audit entry before the gateway hears of it (under `refund:<idempotency_key>`), then `succeeded` with the hold's
 * `refunded_cents` in one transaction, or `failed` with the gateway's words: a crash in between leaves a row that the
 * same key resumes, and the same key again is the same refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorisationId: uuid('authorisation_id')
      .notNull()
      .references(() => paymentAuthorisations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    /** The gateway's refund (Stripe: re_…), once it answered. */
    gatewayRef: text('gateway_ref'),
    failureMessage: text('failure_message'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_refunds_authorisation_id_idx').on(t.authorisationId, t.createdAt),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

// ─── The sandbox gateway's own state (modules/payments/sandbox-gateway.ts) ─────────────────────────────
/**
 * The local stand-in for Stripe keeps its objects in the database, so every server node sees the same gateway.
 * Ids look like Stripe's (`cus_…`, `seti_…`, `pm_…`, `pi_…`); nothing here references our own tables.
 */
export const sandboxGatewayCustomers = pgTable('sandbox_gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** Our user id, as Stripe keeps metadata. */
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SandboxCardBehaviour = 'succeeds' | 'insufficient_funds' | 'declines_holds' | 'authenticates';
export type SandboxSetupStatus = 'requires_payment_method' | 'requires_action' | 'succeeded';

export const sandboxGatewaySetupIntents = pgTable('sandbox_gateway_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  status: text('status').$type<SandboxSetupStatus>().notNull(),
  paymentMethodId: text('payment_method_id'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxGatewayPaymentMethods = pgTable(
  'sandbox_gateway_payment_methods',
  {
    id: text('id').primaryKey(),
    /** Null once detached. */
    customerId: text('customer_id'),
    setupIntentId: text('setup_intent_id').notNull(),
    /** Whether its setup succeeded: a card still to authenticate, or refused at authentication, is not usable. */
    setupStatus: text('setup_status').$type<'requires_action' | 'succeeded' | 'failed'>().notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** What the test number does at a hold (never the number itself). */
    behaviour: text('behaviour').$type<SandboxCardBehaviour>().notNull(),
    billingDetails: jsonb('billing_details')
      .$type<{
        name: string;
        addressLine1: string;
        addressLine2: string | null;
        addressCity: string;
        addressState: string;
        addressZip: string;
        addressCountry: string;
      }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_gateway_payment_methods_customer_id_idx').on(t.customerId)],
);

export type SandboxHoldStatus = 'requires_capture' | 'succeeded' | 'canceled';

export const sandboxGatewayPaymentIntents = pgTable('sandbox_gateway_payment_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  status: text('status').$type<SandboxHoldStatus>().notNull(),
  /** Why it was canceled: 'requested' or 'expired' (Stripe's cancellation_reason: requested_by_customer, automatic). */
  cancellationReason: text('cancellation_reason'),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Stripe's idempotency: a key's first result (success or refusal) is the answer to every later call with it. */
export const sandboxGatewayIdempotencyKeys = pgTable('sandbox_gateway_idempotency_keys', {
  key: text('key').primaryKey(),
    operation: text('operation').notNull(),
    /** A digest of the call's parameters: the same key with other parameters is refused, as at Stripe. */
    parametersDigest: text('parameters_digest').notNull(),
    result: jsonb('result').$type<{ ok: unknown } | { error: { code: string; message: string } }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
