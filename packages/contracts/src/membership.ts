import { z } from 'zod';
import { text } from './common/fields.ts';
import { booleanish } from './common/pagination.ts';
import { ZipcodeInput } from './locations.ts';
import { defineRoutes } from './common/routes.ts';
import { FAQ_TAKE_DEFAULT, FAQ_TAKE_MAX, PAYMENTS_TAKE_DEFAULT, PAYMENTS_TAKE_MAX, ROADSIDE_KINDS } from './membership-constants.ts';

// The membership's numbers and words, zod-free for the web's first pages (membership-constants.ts).
export * from './membership-constants.ts';

/**
 * Membership (module `membership`, ADR 050; docs/product/membership.md; readings in ADR 057): programs, plans and
 * subscription options, the member's subscriptions, coverage and partner lookups, the partner's landing-page
 * config. Plain JSON under `/api/membership/v1`; every call carries `X-Partner-Id` (the route's `auth` checks it).
 */
export const membershipMessages = {
  programOrPlanNotFound: 'We could not find that program and plan.',
  optionNotFound: 'We could not find that subscription option.',
  partnerNotFound: 'Partner not found.',
  partnerHeaderMissing: 'Send the X-Partner-Id header: the partner whose site this is (the brand’s own partner by default).',
  transitionRefused: (from: string, to: string) => `A subscription that is ${from} cannot become ${to}.`,
  subscriptionNotFound: 'We could not find that subscription.',
  alreadyMember: (title: string) => `You are already a member: ${title}. Renew or change it from your profile.`,
  cardRequired: 'Choose a saved card or add one to join.',
  cardNotFound: 'We could not find that card. Choose another one or add it again.',
  partnerMismatch: 'That partner is not the one whose site this is.',
  customerMismatch: 'That customer is not yours.',
  sponsoredOnly: 'This plan has a price: choose an option and a card to join.',
  notRenewable: 'Only a cancelled membership still running, or one whose payment failed, can be renewed.',
  roadsideNotIncluded: 'Your membership does not include roadside help.',
  roadsideNotYet: (date: string) => `Roadside help starts 3 days after you join: from ${date}.`,
  roadsideUsedUp: (date: string) => `You have used your 3 roadside events this membership year. They renew on ${date}.`,
  vehicleNotFound: 'We could not find that vehicle in your garage.',
  partialVehicleNotFound: 'We could not find that vehicle.',
  chooseOption: 'Choose an option.',
  paymentInProgress: 'A payment for this membership is already under way. Try again in a moment.',
  /** A membership Stripe Billing renews, on a server started without Stripe keys (ADR 058). */
  billingUnavailable: 'Memberships billed by Stripe cannot be changed right now. Please try again later.',
} as const;

export const RoadsideKind = z.enum(ROADSIDE_KINDS);
/** A failed renewal is retried this many days after the period's end (ADR 058). */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;
/** Still unpaid this many days after the period's end, a membership expires (ADR 058). */
export const RENEWAL_GRACE_DAYS = 7;
/** How many calendar months each frequency's period lasts (a free option runs a year at a time). */
export const FREQUENCY_MONTHS: Record<'Free' | 'Monthly' | 'Quarterly' | 'SemiAnnual' | 'Yearly' | 'fifteenMo', number> = {
  Free: 12,
  Monthly: 1,
  Quarterly: 3,
  SemiAnnual: 6,
  Yearly: 12,
  fifteenMo: 15,
};

/** Spec §3 frequencies, word for word. */
export const SubscriptionFrequency = z.enum(['Free', 'Monthly', 'Quarterly', 'SemiAnnual', 'Yearly', 'fifteenMo']);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;
/** Spec §3/§4 statuses; transitions in ADR 057. */
export const SubscriptionStatus = z.enum(['pending', 'trial', 'active', 'canceled', 'expired', 'past_due']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;


export const SubscriptionOption = z.object({
  id: z.string(),
  programPlanId: z.string(),
  label: z.string(),
  name: z.string(),
  description: z.string(),
  hasRoadside: z.boolean(),
  amount: z.number().int().describe('The price of one period, in cents (spec §3).'),
  frequency: SubscriptionFrequency,
  formattedPrice: z.string().describe('The price as people read it, in dollars: USD with two decimals ("$59.99").'),
});
export type SubscriptionOption = z.infer<typeof SubscriptionOption>;

/**
 * The free plan (spec §3), added by the plans screen to fewer than 4 options unless the plan hides it (spec §4): no
 * row in the database, and never applied at booking (spec §9: no discounts on booked services).
 */
export const FREE_PLAN = {
  label: 'Free',
  name: 'Current Plan',
  amount: 0,
  frequency: 'Free',
  description: 'See member prices on every offer; the discounts apply once you join.',
} as const satisfies Pick<SubscriptionOption, 'label' | 'name' | 'amount' | 'frequency' | 'description'>;

export const ProgramPlan = z.object({ id: z.string(), name: z.string(), hiddenFreePlan: z.boolean(), hasRoadside: z.boolean() });
export type ProgramPlan = z.infer<typeof ProgramPlan>;

export const Program = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  partnerId: z.string(),
  customDomain: z.string().nullable(),
  programPlans: z.array(ProgramPlan),
});
export type Program = z.infer<typeof Program>;

export const ProgramAndPlan = z.object({
  program: Program.omit({ programPlans: true }),
  programPlan: ProgramPlan,
  subscriptionOptions: z.array(SubscriptionOption),
});
export type ProgramAndPlan = z.infer<typeof ProgramAndPlan>;

export const Partner = z.object({ id: z.string(), name: z.string(), slug: z.string(), initialSubRequired: z.boolean(), whiteLabel: z.boolean() });
export type Partner = z.infer<typeof Partner>;

export const Subscription = z.object({
  id: z.string(),
  status: SubscriptionStatus,
  canceledAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  programName: z.string(),
  programPlanName: z.string(),
  programPlanId: z.string(),
  subscriptionOptionId: z.string(),
  program: z.object({ name: z.string(), partnerId: z.string() }),
  hasRoadside: z.boolean(),
  /** The processor's subscription id (ADR 057), null before billing. */
  masterId: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

export const DetailedSubscription = Subscription.extend({
  subscriptionOption: SubscriptionOption,
  programTitle: z.string(),
  /** The saved card's brand and last 4 digits, when one is set; `paymentToken` is its gateway id. */
  paymentMethod: z.object({ id: z.string(), paymentToken: z.string(), brand: z.string(), last4: z.string() }).nullable(),
  /** Roadside help (spec §9), null when the subscription does not include it. */
  roadside: z
    .object({
      /** From when help can be asked for: 3 days after the subscription was signed. */
      availableFrom: z.string(),
      /** The membership year the events count in: [yearStart, yearEnd). */
      yearStart: z.string(),
      yearEnd: z.string(),
      eventsUsed: z.number().int(),
      eventsLeft: z.number().int(),
    })
    .nullable(),
});
export type DetailedSubscription = z.infer<typeof DetailedSubscription>;

export const Faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

export const PartnerOffer = z.object({ id: z.string(), title: z.string(), description: z.string(), url: z.string(), imageUrl: z.string().nullable() });
export type PartnerOffer = z.infer<typeof PartnerOffer>;

export const PartnerConfig = z.object({
  whiteLabel: z.boolean(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  plusBranding: z.string(),
  articlePlusBranding: z.string(),
  memberServices: z.string(),
  memberServicesPhone: z.object({ number: z.string(), formatted: z.string() }).nullable(),
  /** Links; null when neither the partner nor the brand has the page. */
  termsAndConditions: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  copyrightNotice: z.string(),
});
export type PartnerConfig = z.infer<typeof PartnerConfig>;

export const BannerConfig = z.object({
  bannerColor: z.string(),
  bannerText: z.string(),
  mobileBannerText: z.string(),
  modalHtml: z.string().nullable(),
  modalHtmlExpanded: z.string().nullable(),
  modalTitle: z.string().nullable(),
  joinButtonText: z.string().nullable(),
});
export type BannerConfig = z.infer<typeof BannerConfig>;

export const LandingPage = z.object({ partnerId: z.string(), partnerConfig: PartnerConfig, bannerConfig: BannerConfig });
export type LandingPage = z.infer<typeof LandingPage>;

export const Coverage = z.object({ covered: z.literal(true), zipcode: z.string(), programName: z.string(), programPlanId: z.string().nullable() });
export type Coverage = z.infer<typeof Coverage>;

const Slug = text().trim().min(1, 'Say which program.').max(128).describe('The program’s name, its URL slug (`plus`, `lyft`).');
const PlanName = text().trim().min(1, 'Say which plan.').max(128).describe('The plan’s name within its program.');
export const ProgramPlanParams = z.object({ program: Slug, plan: PlanName });
export const ZipProgramParams = z.object({ zipcode: ZipcodeInput, program: Slug });
export const ZipProgramPlanParams = z.object({ zipcode: ZipcodeInput, programPlanId: z.uuid('That is not a program plan id.') });
export const ProgramPlanIdParams = z.object({ programPlanId: z.uuid('That is not a program plan id.') });
export const PartnerIdParams = z.object({ partnerId: z.uuid('That is not a partner id.') });
export const SubscriptionsQuery = z.object({
  isActive: booleanish.optional().default(true).describe('false: every subscription of the caller (the history); true (default): the current ones.'),
});
export const DetailedQuery = z.object({ programPlanId: z.uuid('That is not a program plan id.').optional() });
export const FaqQuery = z.object({
  skip: z.coerce.number().int().min(0, 'skip is 0 or more.').default(0).describe('How many entries to skip (0 by default).'),
  take: z.coerce
    .number()
    .int()
    .min(1, 'take is 1 or more.')
    .max(FAQ_TAKE_MAX, `take is at most ${FAQ_TAKE_MAX}.`)
    .default(FAQ_TAKE_DEFAULT)
    .describe(`How many entries to answer (${FAQ_TAKE_DEFAULT} by default).`),
  total: booleanish.optional().default(false).describe('true: the reply also says how many entries there are in all (`count`).'),
});
export type FaqQuery = z.infer<typeof FaqQuery>;

const Uuid = (message: string) => z.uuid(message);
const PaymentToken = text()
  .trim()
  .min(1, membershipMessages.cardRequired)
  .max(255)
  .describe('A saved card’s gateway payment-method id (`SavedCard.paymentToken`, Stripe `pm_…`).');

/**
 * The subscribe payload (spec §3): which option of which plan, on which saved card. `processor` is always
 * 'stripe' (the sandbox plays Stripe); `customerId`, when sent, must be the caller's gateway customer;
 * `processorSubscriptionId` renews that subscription (a cancelled one still running, or a past-due one) instead of
 * starting a new one; `partnerId`, when sent, must be the X-Partner-Id. A plan option of amount 0 needs no card.
 */
export const SubscribeInput = z.object({
  programPlanId: Uuid('That is not a program plan id.').describe('The plan to join: of a program of the X-Partner-Id partner.'),
  subscriptionOptionId: Uuid('That is not a subscription option id.').describe('The option (price and frequency) of that plan.'),
  processor: z.literal('stripe', { error: 'The processor is stripe.' }).default('stripe').describe('Always stripe (the sandbox plays Stripe).'),
  customerId: text().trim().max(255).optional().describe('The caller’s gateway customer, when sent (another is 404).'),
  paymentToken: PaymentToken.optional(),
  processorSubscriptionId: text()
    .trim()
    .min(1)
    .max(255)
    .optional()
    .describe('Renew this subscription of the caller (its masterId) instead of joining: a cancelled one still running, or a past-due one.'),
  zipCode: ZipcodeInput.optional().describe('Where the member lives: must be in market when sent.'),
  partnerId: Uuid('That is not a partner id.').optional().describe('When sent, the X-Partner-Id (another is 404).'),
});
export type SubscribeInput = z.input<typeof SubscribeInput>;
/** Subscribe by program and plan name (the path names them): the option defaults to the plan's only one. */
export const SubscribeByPlanInput = SubscribeInput.omit({ programPlanId: true, subscriptionOptionId: true }).extend({
  subscriptionOptionId: Uuid('That is not a subscription option id.').optional().describe('The option of the plan; the plan’s only one when left out.'),
});
export type SubscribeByPlanInput = z.input<typeof SubscribeByPlanInput>;
/**
 * `POST /my-subscriptions` (spec §7): enrol in a program's plan by name — a partner-sponsored plan whose one
 * option costs nothing (the ride-share drivers'); a plan with a price is 422 (use `subscribe`). `sourceId` is the
 * partner's own reference for the member, kept.
 */
export const CreateSubscriptionInput = z.object({
  programName: Slug,
  programPlanName: PlanName,
  zipCode: ZipcodeInput.optional().describe('Where the member lives: must be in market when sent.'),
  sourceId: text().trim().max(128).optional().describe('The partner’s own reference for the member, kept on the subscription.'),
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionInput>;
export const SubscriptionIdParams = z.object({ id: Uuid('That is not a subscription id.') });
/** `PUT /my-subscriptions/{id}`: the saved card to bill from now on (its gateway payment-method id). */
export const UpdatePaymentMethodInput = z.object({ paymentMethodId: PaymentToken });
export type UpdatePaymentMethodInput = z.input<typeof UpdatePaymentMethodInput>;
export const PaymentsQuery = z.object({
  skip: z.coerce.number().int().min(0, 'skip is 0 or more.').default(0).describe('How many payments to skip (0 by default).'),
  take: z.coerce
    .number()
    .int()
    .min(1, 'take is 1 or more.')
    .max(PAYMENTS_TAKE_MAX, `take is at most ${PAYMENTS_TAKE_MAX}.`)
    .default(PAYMENTS_TAKE_DEFAULT)
    .describe(`How many payments to answer (${PAYMENTS_TAKE_DEFAULT} by default).`),
  total: booleanish.optional().default(false).describe('true: the reply also says how many payments there are in all (`count`).'),
  order: z.enum(['asc', 'desc'], { error: 'order is asc or desc.' }).default('desc').describe('By date: newest first (desc) by default.'),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;
export const SubscriptionPayment = z.object({
  id: z.string(),
  amount: z.number().int().describe('The amount charged, in cents.'),
  formattedAmount: z.string().describe('The amount as people read it, in dollars: USD with two decimals ("$59.99").'),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  /** The period this payment pays for. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The gateway's words when it failed ('Your card was declined.'). */
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionPayment = z.infer<typeof SubscriptionPayment>;
export const PaymentsPage = z.object({ items: z.array(SubscriptionPayment), count: z.number().int().optional() });
export const PaymentIntentQuery = z.object({
  subscriptionOptionId: Uuid('That is not a subscription option id.').describe('An option of the X-Partner-Id partner’s plans.'),
});
/**
 * `GET stripe/payment-intent` (ADR 058): what joining with this option charges today. Memberships are charged
 * off-session on a saved card whose setup the person confirmed (with authentication when the card asks), so no
 * payment needs confirming in the browser: `clientSecret` is null unless a gateway ever asks for one.
 */
export const PaymentIntentPreview = z.object({
  subscriptionOptionId: z.string(),
  amount: z.number().int().describe('What joining charges today, in cents.'),
  formattedAmount: z.string().describe('The amount as people read it, in dollars: USD with two decimals ("$59.99").'),
  currency: z.literal('usd'),
  description: z.string(),
  clientSecret: z.string().nullable(),
});
/** `POST stripe/setup-intent` (spec: customerId, paymentMethod / paymentToken, partnerId; each optional and checked). */
export const MembershipSetupIntentInput = z.object({
  customerId: text().trim().max(255).optional().describe('The caller’s gateway customer, when sent (another is 404).'),
  paymentMethod: text().trim().max(255).optional().describe('A saved card’s gateway payment-method id of the caller, when sent (another is 404).'),
  paymentToken: text().trim().max(255).optional().describe('The same as paymentMethod (the spec names both).'),
  partnerId: Uuid('That is not a partner id.').optional().describe('When sent, the X-Partner-Id (another is 404).'),
});
export const MembershipSetupIntent = z.object({
  clientSecret: z.string(),
  gateway: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
});
export const PaymentMethod = z.object({ paymentToken: z.string(), brand: z.string(), last4: z.string(), expired: z.boolean() });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const RoadsideActivateInput = z.object({
  kind: RoadsideKind.describe('What help is needed.'),
  /** Where the car is, in the person's words (an address, a landmark). */
  location: text().trim().min(1, 'Say where the car is.').max(500).describe('Where the car is, in the member’s words (an address, a landmark).'),
  subscriptionId: Uuid('That is not a subscription id.').optional().describe('Which subscription; the newest with roadside help when left out.'),
  vehicleId: Uuid('That is not a vehicle id.').optional().describe('The car, one of the caller’s own vehicles.'),
});
export type RoadsideActivateInput = z.input<typeof RoadsideActivateInput>;
export const RoadsideActivation = z.object({
  id: z.string(),
  kind: RoadsideKind,
  createdAt: z.string(),
  eventsLeft: z.number().int(),
  /** Who to call now, as the partner's member services or the brand's. */
  message: z.string(),
});
export const PartialVehicle = z.object({
  id: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string().nullable(),
  /** The owned vehicle it was linked to (spec name: a vehicle of the main API). */
  railsVehicleId: z.string().nullable(),
  partnerId: z.string(),
});
export type PartialVehicle = z.infer<typeof PartialVehicle>;
export const PartialVehicleParams = z.object({ id: Uuid('That is not a vehicle id.') });
export const LinkPartialVehicleInput = z.object({ railsVehicleId: Uuid('That is not a vehicle id.').describe('One of the caller’s own vehicles.') });

export const FaqPage = z.object({ items: z.array(Faq), count: z.number().int().optional().describe('How many entries there are in all (with `total=true`).') });
/**
 * GET my-subscriptions/check (ADR 057): `result` whether the caller has a current subscription, the newest such; and
 * `memberDiscount`, whether the caller's bookings take the shops' members' discount (ADR 059: a current subscription
 * to an option not of the Free frequency). Offers show every shop's member price to everyone; this says whether it
 * is the caller's own price.
 */
export const SubscriptionCheck = z.object({
  result: z.boolean(),
  subscriptionId: z.string().nullable(),
  memberDiscount: z.boolean().describe('Whether the caller’s bookings take the shops’ members’ discount (ADR 059).'),
});
export type SubscriptionCheck = z.infer<typeof SubscriptionCheck>;

/** The partner-admin dashboard's page of members (ADR 060): 50 by default, at most 200. */
export const PARTNER_MEMBERS_TAKE_DEFAULT = 50;
export const PARTNER_MEMBERS_TAKE_MAX = 200;
export const PartnerMembersQuery = FaqQuery.pick({ skip: true }).extend({
  take: z.coerce
    .number()
    .int()
    .min(1, 'take is 1 or more.')
    .max(PARTNER_MEMBERS_TAKE_MAX, `take is at most ${PARTNER_MEMBERS_TAKE_MAX}.`)
    .default(PARTNER_MEMBERS_TAKE_DEFAULT)
    .describe(`How many members to answer (${PARTNER_MEMBERS_TAKE_DEFAULT} by default).`),
});
export type PartnerMembersQuery = z.infer<typeof PartnerMembersQuery>;
/** One member of a partner's plan: the person's newest subscription in that plan (ADR 060). */
export const PartnerMember = z.object({
  subscriptionId: z.string(),
  name: z.string().describe('First and last name as the member gave them; empty when they gave none.'),
  programTitle: z.string(),
  planName: z.string(),
  status: SubscriptionStatus,
  current: z.boolean().describe('Whether the membership counts now (ADR 057 “current”).'),
  since: z.string().describe('When the subscription was made.'),
});
export type PartnerMember = z.infer<typeof PartnerMember>;
/** A plan of the partner's with its member counts: everyone who holds or held it, and those whose membership counts now. */
export const PartnerPlanCount = z.object({
  programId: z.string(),
  programName: z.string(),
  programTitle: z.string(),
  programPlanId: z.string(),
  planName: z.string(),
  members: z.number().int(),
  currentMembers: z.number().int(),
});
export type PartnerPlanCount = z.infer<typeof PartnerPlanCount>;
export const PartnerMembersPage = z.object({
  partner: Partner,
  plans: z.array(PartnerPlanCount),
  members: z.array(PartnerMember),
  count: z.number().int().describe('How many members there are in all, across pages.'),
});
export type PartnerMembersPage = z.infer<typeof PartnerMembersPage>;

const PARTNER_READ = 'An unknown or malformed X-Partner-Id is 404 (a missing one 400).';
const MEMBER_READ = 'The X-Partner-Id must be one of the caller’s partners (ADR 057); another partner’s is 404, as an unknown one.';

export const membershipRoutes = defineRoutes('membership', {
  getProgramAndPlan: {
    namespace: 'membership',
    method: 'GET',
    path: '/lookup/program-and-plan/:program/:plan',
    summary: 'A program, one of its plans and the plan’s subscription options',
    description: PARTNER_READ,
    auth: 'partner',
    params: ProgramPlanParams,
    reply: ProgramAndPlan,
    errors: ['not_found'],
  },
  validateProgramAndPlan: {
    namespace: 'membership',
    method: 'GET',
    path: '/lookup/program-validation/:program/:plan',
    summary: 'Say whether a program and plan exist: success means valid',
    auth: 'partner',
    params: ProgramPlanParams,
    reply: z.object({ valid: z.literal(true) }),
    errors: ['not_found'],
  },
  getCoverage: {
    namespace: 'membership',
    method: 'GET',
    path: '/lookup/vo-coverage/:zipcode/:program',
    summary: 'Say whether a zip is served for a program: success means covered',
    description: 'Out of market is 422 zipcode_out_of_market; an unknown program 404.',
    auth: 'partner',
    params: ZipProgramParams,
    reply: Coverage,
    errors: ['not_found', 'zipcode_invalid', 'zipcode_out_of_market'],
  },
  getCoverageByProgramPlan: {
    namespace: 'membership',
    method: 'GET',
    path: '/lookup/vo-coverage-by-program-plan/:zipcode/:programPlanId',
    summary: 'Say whether a zip is served for a program plan: success means covered',
    description: 'Out of market is 422 zipcode_out_of_market; an unknown plan 404.',
    auth: 'partner',
    params: ZipProgramPlanParams,
    reply: Coverage,
    errors: ['not_found', 'zipcode_invalid', 'zipcode_out_of_market'],
  },
  listMyPrograms: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-coverage/programs',
    summary: 'The programs the caller belongs to (signed up through, or subscribed in)',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: z.array(Program),
  },
  listMyPartners: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-partners',
    summary: 'The partners the caller belongs to',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: z.array(Partner),
  },
  getPartnerByProgramAndPlan: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-partners/by-program-and-plan/:program/:plan',
    summary: 'The partner of a program and plan',
    description: MEMBER_READ,
    auth: 'partner-member',
    params: ProgramPlanParams,
    reply: Partner,
    errors: ['not_found'],
  },
  listAdministeredPartners: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-partners/admin/list',
    summary: 'The partners the caller administers, with their programs',
    description: 'Partner admins only: the X-Partner-Id must be a partner they administer; anyone else is 404.',
    auth: 'partner-admin',
    reply: z.array(Partner.extend({ programs: z.array(Program) })),
  },
  listPartnerMembers: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-partners/admin/:partnerId/members',
    summary: 'A partner’s programs, plans, member counts and members, a page at a time (the partner-admin dashboard)',
    description: 'Partner admins only: the X-Partner-Id and the path must name a partner they administer; anyone else is 404.',
    auth: 'partner-admin',
    params: PartnerIdParams,
    query: PartnerMembersQuery,
    reply: PartnerMembersPage,
    errors: ['not_found'],
  },
  exportPartnerMembers: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-partners/admin/:partnerId/members.csv',
    summary: 'Every member of a partner as CSV: name, program, plan, status, current, since',
    description: 'As listPartnerMembers, every member at once. Cells that a spreadsheet would run as a formula are quoted with a leading apostrophe.',
    auth: 'partner-admin',
    params: PartnerIdParams,
    stream: 'text/csv',
    errors: ['not_found'],
  },
  listPartnerOffers: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-offers/:partnerId',
    summary: 'A partner’s offers to its members (AutoEssentials)',
    description: `${MEMBER_READ} The path's partner must be the header's.`,
    auth: 'partner-member',
    params: PartnerIdParams,
    reply: z.array(PartnerOffer),
    errors: ['not_found'],
  },
  getLandingPage: {
    namespace: 'membership',
    method: 'GET',
    path: '/content/landing-page',
    summary: 'The partner config and banner config of the X-Partner-Id partner',
    description: `The brand's defaults for a partner that is not white-labelled, or a string it leaves empty. ${PARTNER_READ}`,
    auth: 'partner',
    reply: LandingPage,
  },
  listPublicFaqs: {
    namespace: 'membership',
    method: 'GET',
    path: '/content/faq',
    summary: 'The FAQ as listFaqs answers it, without signing in: the public plus FAQ page (ADR 069)',
    description: `The same entries, order and paging as my-subscriptions/faq for the X-Partner-Id partner. ${PARTNER_READ}`,
    auth: 'partner',
    query: FaqQuery,
    reply: FaqPage,
  },
  listMySubscriptions: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions',
    summary: 'The caller’s current subscriptions; `isActive=false`: all of them (history), newest first',
    description: MEMBER_READ,
    auth: 'partner-member',
    query: SubscriptionsQuery,
    reply: z.array(Subscription),
  },
  listMyDetailedSubscriptions: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/detailed',
    summary: 'The caller’s current subscriptions with option, price and card; `programPlanId` narrows to one plan',
    description: MEMBER_READ,
    auth: 'partner-member',
    query: DetailedQuery,
    reply: z.array(DetailedSubscription),
  },
  listSubscriptionOptions: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/subscription-options',
    summary: 'The subscription options of the X-Partner-Id partner’s plans, by amount',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: z.array(SubscriptionOption),
  },
  listPlanSubscriptionOptions: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/subscription-options/:programPlanId',
    summary: 'The subscription options of one program plan, by amount',
    description: MEMBER_READ,
    auth: 'partner-member',
    params: ProgramPlanIdParams,
    reply: z.array(SubscriptionOption),
    errors: ['not_found'],
  },
  listFaqs: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/faq',
    summary: 'The FAQ (everyone’s and the partner’s programs’), sorted by id ascending; `total=true` adds their count',
    description: MEMBER_READ,
    auth: 'partner-member',
    query: FaqQuery,
    reply: FaqPage,
  },
  checkSubscription: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/check',
    summary: 'Whether the caller has a current subscription (ADR 057)',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: SubscriptionCheck,
  },
  createSubscription: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions',
    summary: 'Enrol in a partner-sponsored plan (its one option costs nothing) by program and plan name',
    description: `${MEMBER_READ} A plan with a price is 422: use subscribe. Already a member: 409.`,
    auth: 'partner-member',
    body: CreateSubscriptionInput,
    reply: DetailedSubscription,
    status: 201,
    errors: ['not_found', 'conflict', 'zipcode_invalid', 'zipcode_out_of_market'],
  },
  subscribe: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions/subscribe',
    summary: 'Join with an option of a plan on a saved card (the first period is charged now); or renew one',
    description: `${MEMBER_READ} The plan must be of a program of the X-Partner-Id partner (404). A declined card is 402 with the bank's words.`,
    auth: 'partner-member',
    body: SubscribeInput,
    reply: DetailedSubscription,
    status: 201,
    errors: ['not_found', 'conflict', 'card_declined', 'zipcode_invalid', 'zipcode_out_of_market', 'unavailable'],
  },
  subscribeByProgramAndPlan: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions/:program/:plan',
    summary: 'Join a program’s plan named in the path (the ride-share enrolment, the landing page’s plans)',
    description: `${MEMBER_READ} As subscribe; the option defaults to the plan's only one.`,
    auth: 'partner-member',
    params: ProgramPlanParams,
    body: SubscribeByPlanInput,
    reply: DetailedSubscription,
    status: 201,
    errors: ['not_found', 'conflict', 'card_declined', 'zipcode_invalid', 'zipcode_out_of_market', 'unavailable'],
  },
  cancelSubscription: {
    namespace: 'membership',
    method: 'DELETE',
    path: '/my-subscriptions/:id/cancel',
    summary: 'Cancel: the membership lasts to the end of the paid period, and is not renewed',
    description: `${MEMBER_READ} Another person's subscription is 404; cancelling twice 409.`,
    auth: 'partner-member',
    params: SubscriptionIdParams,
    reply: DetailedSubscription,
    errors: ['not_found', 'conflict', 'unavailable'],
  },
  updatePaymentMethod: {
    namespace: 'membership',
    method: 'PUT',
    path: '/my-subscriptions/:id',
    summary: 'Bill the subscription to another saved card from now on (a past-due one is retried on it at once)',
    description: MEMBER_READ,
    auth: 'partner-member',
    params: SubscriptionIdParams,
    body: UpdatePaymentMethodInput,
    reply: DetailedSubscription,
    errors: ['not_found', 'conflict', 'card_declined', 'unavailable'],
  },
  listSubscriptionPayments: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/:id/payments',
    summary: 'A subscription’s payments, newest first by default (skip 0, take 10); `total=true` adds their count',
    description: MEMBER_READ,
    auth: 'partner-member',
    params: SubscriptionIdParams,
    query: PaymentsQuery,
    reply: PaymentsPage,
    errors: ['not_found'],
  },
  getPaymentIntent: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/stripe/payment-intent',
    summary: 'What joining with an option charges today (ADR 058)',
    description: MEMBER_READ,
    auth: 'partner-member',
    query: PaymentIntentQuery,
    reply: PaymentIntentPreview,
    errors: ['not_found'],
  },
  createMembershipSetupIntent: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions/stripe/setup-intent',
    summary: 'Start saving a card for the membership (the payments module’s setup, for the caller’s customer)',
    description: MEMBER_READ,
    auth: 'partner-member',
    body: MembershipSetupIntentInput,
    reply: MembershipSetupIntent,
    errors: ['not_found'],
  },
  listPaymentMethods: {
    namespace: 'membership',
    method: 'GET',
    path: '/my-subscriptions/payment-methods',
    summary: 'The caller’s saved cards a membership can be billed to',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: z.array(PaymentMethod),
  },
  activateRoadside: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions/roadside/activate',
    summary: 'Ask for roadside help: from 3 days after joining, 3 times a membership year',
    description: `${MEMBER_READ} No current subscription with roadside help: 404. Too early or used up: 409 with when it opens.`,
    auth: 'partner-member',
    body: RoadsideActivateInput,
    reply: RoadsideActivation,
    status: 201,
    errors: ['not_found', 'conflict'],
  },
  listPartialVehicles: {
    namespace: 'membership',
    method: 'GET',
    path: '/partial-vehicles',
    summary: 'Vehicles a partner sent for the caller, not yet linked to one of their own',
    description: MEMBER_READ,
    auth: 'partner-member',
    reply: z.array(PartialVehicle),
  },
  linkPartialVehicle: {
    namespace: 'membership',
    method: 'PUT',
    path: '/partial-vehicles/:id',
    summary: 'Link a partner’s vehicle to one of the caller’s own vehicles',
    description: `${MEMBER_READ} Another person's partial vehicle, or a vehicle not in the caller's garage: 404.`,
    auth: 'partner-member',
    params: PartialVehicleParams,
    body: LinkPartialVehicleInput,
    reply: PartialVehicle,
    errors: ['not_found'],
  },
});
