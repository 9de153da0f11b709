import { SCHEDULE_FIRST_MILES, SCHEDULE_LAST_MILES, type ScheduleMilestone, type ScheduleService } from '@pitstop/contracts';
import { MAINTENANCE_INTERVALS, MAINTENANCE_PACKAGES, SCHEDULE_STEP_MILES, servicesDueAt } from '../../data/maintenance-schedule.ts';
import { type CatalogSnapshot, toService } from '../catalog/index.ts';
import { scheduledServices } from '../service-requests/index.ts';

/**
 * The milestones the pages publish, 5,000 to 150,000 miles on the schedule's 5,000-mile grid (ADR 072), and what
 * is due at each: `servicesDueAt`, the function of the interval-services step, so the pages and the request agree.
 */
export const PUBLISHED_MILESTONES = Array.from(
  { length: (SCHEDULE_LAST_MILES - SCHEDULE_FIRST_MILES) / SCHEDULE_STEP_MILES + 1 },
  (_, index) => servicesDueAt(SCHEDULE_FIRST_MILES + index * SCHEDULE_STEP_MILES),
);

/** The schedule's services: the single ones in the order they are recommended, then the packages, smallest first. */
const SCHEDULE_ENTRIES = [
  ...MAINTENANCE_INTERVALS.map((entry) => ({ ...entry, includes: [] as string[] })),
  ...[...MAINTENANCE_PACKAGES].reverse(),
];

export interface ScheduleTable {
  services: ScheduleService[];
  milestones: ScheduleMilestone[];
}

const tables = new WeakMap<CatalogSnapshot, ScheduleTable>();

/**
 * The typical schedule as the catalogue has its services (a service the catalogue has disabled is left out, as
 * the interval-services step leaves it out). Built once per catalogue snapshot.
 */
export function scheduleTable(snapshot: CatalogSnapshot): ScheduleTable {
  const known = tables.get(snapshot);
  if (known) return known;
  const everyMiles = new Map(SCHEDULE_ENTRIES.map((entry) => [entry.slug, entry]));
  const services = scheduledServices(
    snapshot,
    SCHEDULE_ENTRIES.map(({ slug }) => slug),
  ).map((service) => {
    const entry = everyMiles.get(service.slug);
    return { ...toService(service), everyMiles: entry?.everyMiles ?? 0, includes: entry?.includes ?? [] };
  });
  const milestones = PUBLISHED_MILESTONES.map((due) => ({
    mileage: due.mileage,
    slugs: scheduledServices(snapshot, due.slugs).map(({ slug }) => slug),
  }));
  const table = { services, milestones };
  tables.set(snapshot, table);
  return table;
}
