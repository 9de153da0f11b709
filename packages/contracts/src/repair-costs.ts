import { z } from 'zod';
import { Service, VehicleClass } from './catalog.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Repair costs (module `repair-costs`; docs/product/repair-cost-pages.md, ADR 073): the public search-engine pages
 * `/repair-cost/…` — what a job costs on a make and model across the markets, from the offers' own pricing, and the
 * recent completed jobs of a model, anonymised. Public GETs on the lookups' namespace (plain JSON, no sign-in); one
 * call answers everything its page shows, with the canonical names of what it found.
 */
export const repairCostsMessages = {
  makeNotFound: 'We have no make of that name.',
  modelNotFound: 'We have no model of that name for this make.',
  serviceNotFound: 'We have no repair-cost page for a service of that name.',
  nameInvalid: 'Use letters, digits and hyphens.',
} as const;

/**
 * A name in a repair-cost address: its slug (`honda`, `cr-v`, `brake-pads-replacement`) or another spelling the API
 * resolves to it (`Honda`, `crv`, `chevy`); the page then redirects to the slug.
 */
const NameParam = text()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._'-]*$/, { message: repairCostsMessages.nameInvalid });

export const RepairCostMakeParams = z.object({ makeName: NameParam });
export const RepairCostModelParams = RepairCostMakeParams.extend({ modelName: NameParam });
export const RepairCostJobParams = RepairCostModelParams.extend({ serviceSlug: NameParam });

/** A make, model or service as its page is addressed: `slug` in the path, `name` as people read it. */
export const RepairCostName = z.object({ slug: z.string(), name: z.string() });
export type RepairCostName = z.infer<typeof RepairCostName>;

/** The 10th, 50th and 90th percentile of one figure across the shops, in cents. */
export const PriceBand = z.object({
  lowCents: z.number().int().nonnegative(),
  typicalCents: z.number().int().nonnegative(),
  highCents: z.number().int().nonnegative(),
});
export type PriceBand = z.infer<typeof PriceBand>;

/** What the figures are drawn from: every active shop location taking repair work, in every market. */
export const PriceBasis = z.object({
  shopCount: z.number().int().nonnegative(),
  markets: z.array(z.object({ name: z.string(), state: z.string(), shopCount: z.number().int().positive() })),
});
export type PriceBasis = z.infer<typeof PriceBasis>;

/** A job on the model page: the service and its typical total (null while no shop prices it). */
export const RepairCostJobSummary = RepairCostName.extend({
  categoryName: z.string(),
  total: PriceBand.nullable().describe('The band of the total, tax included, in cents; null while no shop prices the job.'),
});
export type RepairCostJobSummary = z.infer<typeof RepairCostJobSummary>;

/** /repair-cost: every make, the popular models and the popular services (priced for a midsize car). */
export const RepairCostIndex = z.object({
  makes: z.array(RepairCostName),
  popularModels: z.array(z.object({ make: RepairCostName, model: RepairCostName })),
  popularServices: z.array(RepairCostJobSummary),
  basis: PriceBasis,
});
export type RepairCostIndex = z.infer<typeof RepairCostIndex>;

/** /repair-cost/{make}: its models. */
export const RepairCostMake = z.object({ make: RepairCostName, models: z.array(RepairCostName) });
export type RepairCostMake = z.infer<typeof RepairCostMake>;

/** /repair-cost/{make}/{model}: the jobs priced for it, with their typical totals. */
export const RepairCostModel = z.object({
  make: RepairCostName,
  model: RepairCostName,
  /** The class autoquote prices the model by (its newest model year's). */
  vehicleClass: VehicleClass,
  jobs: z.array(RepairCostJobSummary),
  basis: PriceBasis,
});
export type RepairCostModel = z.infer<typeof RepairCostModel>;

/** /repair-cost/{make}/{model}/{service}: the fair-price band of one job on the model, total, labor and parts. */
export const RepairCostJob = z.object({
  make: RepairCostName,
  model: RepairCostName,
  vehicleClass: VehicleClass,
  /**
   * The catalogue's service (as a request's cart holds it: the page's "get offers" starts a request with it chosen);
   * its `note` is what the job includes, null when the catalogue says nothing more than its name.
   */
  service: Service.extend({
    /** The answers the standard job is priced for (the interview's answer of weight 1, e.g. "4 tires"). */
    pricedFor: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  /** Null while no shop prices the job. Each figure is its own percentile: labor + parts + tax need not add up. */
  band: z
    .object({
      /** What the customer pays: labor, parts and sales tax on the parts. */
      total: PriceBand.describe('What the customer pays — labor, parts and sales tax on the parts — in cents.'),
      labor: PriceBand.describe('Labor, in cents.'),
      parts: PriceBand.describe("Parts with the shop's markup, before tax, in cents."),
      /** Billed hours for this class, the same at every shop. */
      laborHours: z.number().nonnegative(),
    })
    .nullable(),
  basis: PriceBasis,
  /** Other jobs of the same category on this model, for links. */
  related: z.array(RepairCostName),
});
export type RepairCostJob = z.infer<typeof RepairCostJob>;

/** One completed job, anonymised: no customer, vehicle, shop or day — only what was done, where and in which month. */
export const RecentRepair = z.object({
  services: z.array(z.string()).min(1),
  city: z.string(),
  state: z.string(),
  /** `2026-11`: the month the job was completed. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** The approved total of the job (the offer and any extra work approved), before member discount or rewards. */
  priceCents: z.number().int().nonnegative(),
});
export type RecentRepair = z.infer<typeof RecentRepair>;

/** /repair-cost/{make}/{model}/recent-repairs. */
export const RecentRepairs = z.object({
  make: RepairCostName,
  model: RepairCostName,
  /** The latest completed jobs on the model, newest first, at most RECENT_REPAIRS_LIMIT, within RECENT_REPAIRS_MONTHS. */
  repairs: z.array(RecentRepair),
  months: z.number().int().positive(),
});
export type RecentRepairs = z.infer<typeof RecentRepairs>;

/** How many recent repairs a model's page lists, and how far back it looks. */
export const RECENT_REPAIRS_LIMIT = 25;
export const RECENT_REPAIRS_MONTHS = 12;

export const repairCostsRoutes = defineRoutes('repair-costs', {
  getRepairCostIndex: {
    namespace: 'turbo',
    method: 'GET',
    path: '/repair-costs',
    summary: 'Repair costs: every make, the popular models and the popular services with their typical price (public)',
    reply: RepairCostIndex,
  },
  getRepairCostMake: {
    namespace: 'turbo',
    method: 'GET',
    path: '/repair-costs/:makeName',
    summary: "A make's models, for its repair-cost pages (public)",
    description: 'The make is its slug or another spelling of it (case, an alias such as "chevy"); the reply names the canonical slug.',
    params: RepairCostMakeParams,
    reply: RepairCostMake,
    errors: ['not_found'],
  },
  getRepairCostModel: {
    namespace: 'turbo',
    method: 'GET',
    path: '/repair-costs/:makeName/:modelName',
    summary: "The jobs priced for a make and model, with each one's typical price across the markets (public)",
    params: RepairCostModelParams,
    reply: RepairCostModel,
    errors: ['not_found'],
  },
  listRecentRepairs: {
    namespace: 'turbo',
    method: 'GET',
    path: '/repair-costs/:makeName/:modelName/recent-repairs',
    summary: 'The latest completed jobs on a make and model, anonymised: services, city, month and price (public)',
    params: RepairCostModelParams,
    reply: RecentRepairs,
    errors: ['not_found'],
  },
  getRepairCostJob: {
    namespace: 'turbo',
    method: 'GET',
    path: '/repair-costs/:makeName/:modelName/:serviceSlug',
    summary: 'The fair-price range of one job on a make and model across the markets: total, labor and parts (public)',
    params: RepairCostJobParams,
    reply: RepairCostJob,
    errors: ['not_found'],
  },
});
