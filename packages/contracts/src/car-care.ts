import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Car care (module `car-care`, docs/product/car-care.md, ADR 065): what the maintenance schedule says is due next on
 * each of the signed-in user's vehicles, given their mileage and the jobs done on them here, and the warranty of
 * every completed job with the time and miles it has left.
 */
export const carCareMessages = {
  vehicleNotFound: 'Vehicle not found.',
} as const;

/** A service is "due" within this many miles of its due point (or past it). */
export const MAINTENANCE_DUE_MILES = 500;
/** A service is "soon" within this many miles of its due point. */
export const MAINTENANCE_SOON_MILES = 3_000;
/** A vehicle's maintenance reminder is emailed at most once in this many days. */
export const MAINTENANCE_REMINDER_DAYS = 30;

export const MaintenanceState = z.enum(['due', 'soon']);
export type MaintenanceState = z.infer<typeof MaintenanceState>;

/** One catalogue service the schedule says is due now or soon on a vehicle. */
export const MaintenanceItem = z.object({
  serviceId: z.string(),
  name: z.string(),
  categoryName: z.string(),
  /** The mileage it falls due at: the last time it was done here plus its interval, else the schedule's next due point. */
  dueAtMileage: z.number().int(),
  /** Miles until then; zero or less when it is due already. */
  milesLeft: z.number().int(),
  state: MaintenanceState,
  /** The vehicle's mileage when a completed job here last did it (null: no such job, or its mileage unknown). */
  lastDoneAtMileage: z.number().int().nullable(),
  /** When that job was completed (ISO instant), or null. */
  lastDoneAt: z.string().nullable(),
});
export type MaintenanceItem = z.infer<typeof MaintenanceItem>;

/** One vehicle's maintenance: what is due now or soon. */
export const VehicleMaintenance = z.object({
  id: z.string(),
  vehicleName: z.string(),
  /** The vehicle's mileage as the user last set it; null: unknown, and nothing can be said to be due. */
  mileage: z.number().int().nullable(),
  /** Due now first, then soon; each in the schedule's order. */
  items: z.array(MaintenanceItem),
  /** The mileage of the nearest due point of any scheduled service (what comes next when nothing is due soon). */
  nextDueAtMileage: z.number().int().nullable(),
});
export type VehicleMaintenance = z.infer<typeof VehicleMaintenance>;
const VehicleMaintenanceAttributes = snakeKeys(VehicleMaintenance.omit({ id: true }));
export const VehicleMaintenanceDocument = jsonApiDocument('maintenance_due', VehicleMaintenanceAttributes);
export const VehicleMaintenanceListDocument = jsonApiListDocument('maintenance_due', VehicleMaintenanceAttributes);

export const WarrantyStatus = z.enum(['active', 'expired', 'none']);
export type WarrantyStatus = z.infer<typeof WarrantyStatus>;

/** A completed job's warranty (the shop's terms as its offer carried them) and what is left of it. */
export const Warranty = z.object({
  /** The completed appointment's id. */
  id: z.string(),
  serviceRequestId: z.string(),
  locationId: z.string(),
  shopName: z.string(),
  vehicleId: z.string(),
  vehicleName: z.string(),
  /** The services of the job, in the order asked. */
  services: z.array(z.string()),
  completedAt: z.string(),
  months: z.number().int().nonnegative(),
  miles: z.number().int().nonnegative(),
  terms: z.string(),
  /** `none`: the shop gave no warranty (0 months and 0 miles). */
  status: WarrantyStatus,
  /** When the time part ends (completion plus the months; ISO instant), or null when it has no time limit. */
  expiresAt: z.string().nullable(),
  /** Whole days left of it (0 once over), or null with no time limit. */
  daysLeft: z.number().int().nonnegative().nullable(),
  /** The vehicle's mileage when the job was done, if it was recorded. */
  mileageAtService: z.number().int().nullable(),
  /** Miles left of it (0 once over), or null when it has no miles limit or either mileage is unknown. */
  milesLeft: z.number().int().nonnegative().nullable(),
});
export type Warranty = z.infer<typeof Warranty>;
export const WarrantyListDocument = jsonApiListDocument('warranties', snakeKeys(Warranty.omit({ id: true })));

export const VehicleMaintenanceParams = z.object({ id: z.uuid() });

export const carCareRoutes = defineRoutes('car-care', {
  listMaintenanceDue: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/maintenance_due',
    summary: "What is due now or soon on each of the signed-in user's vehicles",
    description:
      'From each vehicle’s mileage and the maintenance schedule, less what completed jobs on the vehicle did; one resource per vehicle, in the order of the vehicle list.',
    auth: 'user',
    reply: VehicleMaintenanceListDocument,
  },
  getVehicleMaintenanceDue: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles/:id/maintenance_due',
    summary: "What is due now or soon on one of the signed-in user's vehicles",
    description: "Another user's vehicle is 404, as one that does not exist.",
    auth: 'user',
    params: VehicleMaintenanceParams,
    reply: VehicleMaintenanceDocument,
    errors: ['not_found'],
  },
  listWarranties: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/warranties',
    summary: "The warranties of the signed-in user's completed jobs, newest first",
    description: 'Each with the shop’s months, miles and terms as its offer carried them, and what is left of them now.',
    auth: 'user',
    reply: WarrantyListDocument,
  },
});
