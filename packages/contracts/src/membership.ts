import { z } from 'zod';
import { text } from './common/fields.ts';
import { booleanish } from './common/pagination.ts';
import { ZipcodeInput } from './locations.ts';
import { defineRoutes } from './common/routes.ts';

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
} as const;

/** Spec §3 frequencies, word for word. */
export const SubscriptionFrequency = z.enum(['Free', 'Monthly', 'Quarterly', 'SemiAnnual', 'Yearly', 'fifteenMo']);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;
/** Spec §3/§4 statuses; transitions in ADR 057. */
export const SubscriptionStatus = z.enum(['pending', 'trial', 'active', 'canceled', 'expired', 'past_due']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** FAQ's default page size (spec §9: FAQ take 100). */
export const FAQ_TAKE_DEFAULT = 100;
export const FAQ_TAKE_MAX = 100;

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
  /** The saved card's brand and last 4 digits, when one is set. */
  paymentMethod: z.object({ id: z.string(), brand: z.string(), last4: z.string() }).nullable(),
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

export const FaqPage = z.object({ items: z.array(Faq), count: z.number().int().optional().describe('How many entries there are in all (with `total=true`).') });
export const SubscriptionCheck = z.object({ result: z.boolean(), subscriptionId: z.string().nullable() });

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
});
