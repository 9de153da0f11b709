import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { text } from './common/fields.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * A vehicle's portable history (docs/product/vehicle-history.md, ADR 068): every completed job on one of the user's
 * vehicles — date, mileage, shop, work and price — read by its owner, exported as PDF and CSV, and shared read-only
 * through revocable links that work without an account.
 */

/** How many links of one vehicle may be live at once: enough for every buyer and insurer, and a bound. */
export const VEHICLE_HISTORY_SHARES_MAX = 10;

export const vehicleHistoryMessages = {
  vehicleNotFound: 'Vehicle not found.',
  shareNotFound: 'Share link not found.',
  /** A link that never existed and one its owner revoked read the same (ADR 068). */
  linkNotValid: 'This history link is not valid or was turned off by the owner.',
  tooManyShares: `A vehicle can have at most ${VEHICLE_HISTORY_SHARES_MAX} live share links: turn one off first.`,
} as const;

/** One line of the work done: a service of the offer booked, or extra work the customer approved. */
export const VehicleHistoryWork = z.object({
  name: z.string(),
  totalCents: z.number().int(),
  kind: z.enum(['estimate', 'extra']),
});
export type VehicleHistoryWork = z.infer<typeof VehicleHistoryWork>;

/** One completed job. */
export const VehicleHistoryJob = z.object({
  /** The appointment's id. */
  id: z.string(),
  /** The day of the visit in the shop's time zone, `YYYY-MM-DD`. */
  serviceDate: z.string(),
  /** The odometer when the job was requested, if given. */
  mileage: z.number().int().nullable(),
  shopName: z.string(),
  /** The shop's street address, city and state, one line. */
  shopAddress: z.string(),
  work: z.array(VehicleHistoryWork),
  /** The price of the work approved, before the members' discount. */
  approvedTotalCents: z.number().int(),
  discountCents: z.number().int(),
  rewardsCents: z.number().int(),
  /** What the card was charged; null when no card was charged through us. */
  chargedCents: z.number().int().nullable(),
  /** The price paid: the card's charge and the rewards spent on the job. */
  paidCents: z.number().int(),
});
export type VehicleHistoryJob = z.infer<typeof VehicleHistoryJob>;

/** The car the history is of, as its owner recorded it. */
export const VehicleHistoryVehicle = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  subModel: z.string().nullable(),
  engine: z.string().nullable(),
  vin: z.string().nullable(),
  /** The latest odometer the owner recorded or a job reported. */
  mileage: z.number().int().nullable(),
});
export type VehicleHistoryVehicle = z.infer<typeof VehicleHistoryVehicle>;

/** A vehicle's history: the car and its completed jobs, newest first. Its id is the vehicle's. */
export const VehicleHistory = z.object({
  id: z.string(),
  vehicle: VehicleHistoryVehicle,
  jobs: z.array(VehicleHistoryJob),
  /** Every job's `paidCents` added up. */
  totalPaidCents: z.number().int(),
});
export type VehicleHistory = z.infer<typeof VehicleHistory>;
/** `2016 Honda Civic EX`: the car as the history's pages and files name it. */
export const vehicleHistoryTitle = ({ year, make, model, subModel }: Pick<VehicleHistoryVehicle, 'year' | 'make' | 'model' | 'subModel'>) =>
  [year, make, model, subModel].filter((part) => part !== null && part !== '').join(' ');

/** `2016-honda-civic-service-history.pdf`: the name of a saved export, the same from the server and the page. */
export function vehicleHistoryFilename({ year, make, model }: Pick<VehicleHistoryVehicle, 'year' | 'make' | 'model'>, extension: 'pdf' | 'csv'): string {
  const slug = `${year} ${make} ${model}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'vehicle'}-service-history.${extension}`;
}

export const VehicleHistoryDocument = jsonApiDocument('vehicle_histories', snakeKeys(VehicleHistory.omit({ id: true })));

/** A live share link of a vehicle's history, as its owner lists it: the token itself is not kept (only its hash). */
export const VehicleHistoryShare = z.object({
  id: z.string(),
  /** The token's last four characters, to tell links apart. */
  hint: z.string(),
  createdAt: z.string(),
});
export type VehicleHistoryShare = z.infer<typeof VehicleHistoryShare>;
const ShareAttributes = snakeKeys(VehicleHistoryShare.omit({ id: true }));
export const VehicleHistoryShareListDocument = jsonApiListDocument('vehicle_history_shares', ShareAttributes);

/** A link just made: its URL and token, shown this once. */
export const CreatedVehicleHistoryShare = VehicleHistoryShare.extend({ token: z.string(), url: z.string() });
export type CreatedVehicleHistoryShare = z.infer<typeof CreatedVehicleHistoryShare>;
export const CreatedVehicleHistoryShareDocument = jsonApiDocument(
  'vehicle_history_shares',
  snakeKeys(CreatedVehicleHistoryShare.omit({ id: true })),
);

export const VehicleHistoryParams = z.object({ id: z.uuid() });
export const VehicleHistoryShareParams = z.object({ id: z.uuid(), shareId: z.uuid() });
/** 32 base64url characters (24 random bytes); anything else cannot be a link's token. */
export const SharedVehicleHistoryParams = z.object({ token: text().regex(/^[A-Za-z0-9_-]{32}$/) });

const OWNER = "The signed-in user's own vehicle; another user's is 404, as one that does not exist.";
const SHARED = 'Public: the token is the capability. An unknown or revoked token is 404 (ADR 068); the reply is never cached (private, no-store).';

export const vehicleHistoryRoutes = defineRoutes('vehicle-history', {
  getVehicleHistory: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/:id/history',
    summary: "A vehicle's completed jobs: date, mileage, shop, work and price, newest first",
    description: `${OWNER} Jobs on the user's vehicles with the same VIN count as this car's.`,
    auth: 'user',
    params: VehicleHistoryParams,
    reply: VehicleHistoryDocument,
    errors: ['not_found'],
  },
  exportVehicleHistoryPdf: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/:id/history.pdf',
    summary: "A vehicle's history as a PDF file to keep or print",
    description: OWNER,
    auth: 'user',
    params: VehicleHistoryParams,
    stream: 'application/pdf',
    errors: ['not_found'],
  },
  exportVehicleHistoryCsv: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/:id/history.csv',
    summary: "A vehicle's history as CSV, a line per job",
    description: `${OWNER} Cells a spreadsheet would run as a formula are quoted with a leading apostrophe.`,
    auth: 'user',
    params: VehicleHistoryParams,
    stream: 'text/csv',
    errors: ['not_found'],
  },
  listVehicleHistoryShares: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/:id/history/shares',
    summary: "A vehicle's live share links, newest first",
    description: OWNER,
    auth: 'user',
    params: VehicleHistoryParams,
    reply: VehicleHistoryShareListDocument,
    errors: ['not_found'],
  },
  createVehicleHistoryShare: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/vehicles/:id/history/shares',
    summary: "A new read-only link to a vehicle's history that works without an account",
    description: `${OWNER} The reply holds the link's URL and token this once: only a hash of the token is kept. At most ${VEHICLE_HISTORY_SHARES_MAX} live links per vehicle (409 past that).`,
    auth: 'user',
    params: VehicleHistoryParams,
    reply: CreatedVehicleHistoryShareDocument,
    status: 201,
    errors: ['not_found', 'conflict'],
  },
  revokeVehicleHistoryShare: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/users/vehicles/:id/history/shares/:shareId',
    summary: 'Turns a share link off: from now on it answers 404',
    description: `${OWNER} A link already turned off, or another vehicle's, is 404.`,
    auth: 'user',
    params: VehicleHistoryShareParams,
    errors: ['not_found'],
  },
  getSharedVehicleHistory: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/vehicle_history_shares/:token',
    summary: 'The history behind a share link, read-only',
    description: SHARED,
    params: SharedVehicleHistoryParams,
    reply: VehicleHistoryDocument,
    errors: ['not_found'],
  },
  exportSharedVehicleHistoryPdf: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/vehicle_history_shares/:token/history.pdf',
    summary: 'The history behind a share link as a PDF file',
    description: SHARED,
    params: SharedVehicleHistoryParams,
    stream: 'application/pdf',
    errors: ['not_found'],
  },
  exportSharedVehicleHistoryCsv: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/vehicle_history_shares/:token/history.csv',
    summary: 'The history behind a share link as CSV',
    description: SHARED,
    params: SharedVehicleHistoryParams,
    stream: 'text/csv',
    errors: ['not_found'],
  },
});
