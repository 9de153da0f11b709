import type { SubscriptionFrequency, SubscriptionStatus } from '@pitstop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { creditCards } from './payments.ts';
import { partners } from './partners.ts';
import { ownedVehicles } from './vehicles.ts';

/**
 * Membership (module `membership`, docs/product/membership.md): programs of partners, their plans and the plans'
 * subscription options, the members' subscriptions and their payments, the FAQ, partner offers and roadside events.
 * Money is integer cents.
 */


/** A partner's program: members join through `/plus/{name}/{planName}`. */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The URL slug (`plus`, `lyft`, `amazon-flex`): unique, and what users.partner_name holds for a sign-up through it. */
    name: text('name').notNull().unique(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The plan brand shown to people ("Pitstop Plus", "Join {title} Now"). */
    title: text('title').notNull(),
    /** A landing page on the partner's own domain: the program's pages redirect there. */
    customDomain: text('custom_domain'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programs_partner_idx').on(t.partnerId)],
);

export const programPlans = pgTable(
  'program_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The plans screen adds no free plan for this plan. */
    hiddenFreePlan: boolean('hidden_free_plan').notNull().default(false),
    hasRoadside: boolean('has_roadside').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('program_plans_program_name_unique').on(t.programId, t.name)],
);

export const subscriptionOptions = pgTable(
  'subscription_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programPlanId: uuid('program_plan_id')
      .notNull()
      .references(() => programPlans.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hasRoadside: boolean('has_roadside').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    frequency: text('frequency').$type<SubscriptionFrequency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_options_plan_idx').on(t.programPlanId), check('subscription_options_amount_check', sql`${t.amountCents} >= 0`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programPlanId: uuid('program_plan_id')
      .notNull()
      .references(() => programPlans.id),
    subscriptionOptionId: uuid('subscription_option_id')
      .notNull()
      .references(() => subscriptionOptions.id),
    /** The allowed transitions are modules/membership/subscription-status.ts's (ADR 057). */
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The saved card (payments module) the subscription is billed to. */
    paymentMethodId: uuid('payment_method_id').references(() => creditCards.id, { onDelete: 'set null' }),
    /** Stripe's subscription id (renewed by Stripe Billing), or our own `sub_…` (renewed by our job): ADR 058. */
    processorSubscriptionId: text('processor_subscription_id').unique(),
    /** Who renews it (ADR 058): our renewal job ('app'), or Stripe Billing ('stripe', its webhooks drive the status). */
    renewedBy: text('renewed_by', { enum: ['app', 'stripe'] }).notNull().default('app'),
    /** When Stripe made the newest subscription event applied here: an older one, delivered late, is not applied. */
    processorEventAt: timestamp('processor_event_at', { withTimezone: true }),
    /** The partner's own reference for the member (`POST /my-subscriptions`'s sourceId). */
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_plan_idx').on(t.programPlanId),
    // One current subscription per person (ADR 057, 058): a second join is refused by the database itself.
    uniqueIndex('subscriptions_one_current_per_user').on(t.userId).where(sql`${t.status} <> 'expired'`),
    // What the renewal job looks for (ADR 058).
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The period this payment pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The saved card charged. */
    cardId: uuid('card_id').references(() => creditCards.id, { onDelete: 'set null' }),
    /** The gateway's charge (Stripe PaymentIntent id), once it answered. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's words when it refused. */
    failureMessage: text('failure_message'),
    /** The business action the charge is (ADR 058): the gateway call's key too, so a replay is the same charge. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_payments_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

/** The FAQ, read sorted by id ascending (a serial, in the order written); a null program is everyone's. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
  demo: boolean('demo').notNull().default(false),
});

/** AutoEssentials: a partner's offers to its members. */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    /** Shown first when lower. */
    position: integer('position').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_offers_partner_idx').on(t.partnerId, t.position)],
);

/** A roadside help call of a subscription (3 a membership year, docs/product/membership.md). */
export const roadsideEvents = pgTable(
  'roadside_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['jump_start', 'lockout', 'flat_tire', 'winching', 'fuel_delivery', 'tow'] }).notNull(),
    /** Where the car is, in the member's words. */
    location: text('location').notNull().default(''),
    vehicleId: uuid('vehicle_id').references(() => ownedVehicles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roadside_events_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

/**
 * A vehicle a partner sent for a member (year, make, model, VIN as the partner knows them), until the member links
 * it to one of their own (`railsVehicleId`, the spec's name for a vehicle of the main API).
 */
export const partialVehicles = pgTable(
  'partial_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    vin: text('vin'),
    railsVehicleId: uuid('rails_vehicle_id').references(() => ownedVehicles.id, { onDelete: 'set null' }),
    /** Where the partner's record came from (their system's name). */
    source: text('source'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partial_vehicles_user_idx').on(t.userId, t.createdAt)],
);
