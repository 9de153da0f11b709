import { accountsRoutes } from './accounts.ts';
import { assistantRoutes } from './assistant.ts';
import { bookingsRoutes } from './bookings.ts';
import { catalogRoutes } from './catalog.ts';
import type { Route } from './common/routes.ts';
import { locationsRoutes } from './locations.ts';
import { extraLinesRoutes } from './extra-lines.ts';
import { outboxRoutes } from './outbox.ts';
import { paymentsRoutes } from './payments.ts';
import { reviewsRoutes } from './reviews.ts';
import { rewardsRoutes } from './rewards.ts';
import { serviceRequestsRoutes } from './service-requests.ts';
import { shopsRoutes } from './shops.ts';
import { standaloneAppointmentsRoutes } from './standalone-appointments.ts';
import { testSupportRoutes } from './test-support.ts';
import { vehiclesRoutes } from './vehicles.ts';
import { membershipRoutes } from './membership.ts';
import { messagesRoutes } from './messages.ts';
import { searchRoutes } from './search.ts';
import { carCareRoutes } from './car-care.ts';
import { vehicleHistoryRoutes } from './vehicle-history.ts';
import { autoRepairRoutes } from './auto-repair.ts';
import { maintenanceRoutes } from './maintenance.ts';
import { repairCostsRoutes } from './repair-costs.ts';
import { auditRoutes } from './audit.ts';

/**
 * Every route table, one per module, keyed by the module's name (= its folder under apps/server/src/modules = the
 * tag of its routes; modules.conformance.test.ts): what the API document lists and what the server mounts.
 */
export const ROUTE_TABLES = {
  accounts: accountsRoutes,
  rewards: rewardsRoutes,
  catalog: catalogRoutes,
  assistant: assistantRoutes,
  locations: locationsRoutes,
  vehicles: vehiclesRoutes,
  'service-requests': serviceRequestsRoutes,
  payments: paymentsRoutes,
  bookings: bookingsRoutes,
  'standalone-appointments': standaloneAppointmentsRoutes,
  'extra-lines': extraLinesRoutes,
  reviews: reviewsRoutes,
  shops: shopsRoutes,
  outbox: outboxRoutes,
  membership: membershipRoutes,
  messages: messagesRoutes,
  search: searchRoutes,
  'car-care': carCareRoutes,
  'vehicle-history': vehicleHistoryRoutes,
  'auto-repair': autoRepairRoutes,
  maintenance: maintenanceRoutes,
  'repair-costs': repairCostsRoutes,
  audit: auditRoutes,
  'test-support': testSupportRoutes,
} as const;

/** Every route of every table. */
export const allRoutes = (): Route[] => Object.values(ROUTE_TABLES).flatMap((table) => Object.values(table) as Route[]);
