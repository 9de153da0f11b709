/**
 * The maintenance schedule behind "Recommended services for your vehicle" (docs/product/vehicles.md; GET interval-services,
 * and a service request's maintenanceInterval {mileage, services}): which catalogue services are due at the next
 * mileage milestone.
 *
 * The intervals are GENERIC, not per make or model: typical manufacturer guidance for a modern gasoline car
 * under normal driving, in round figures within the ranges the owner's manuals of the common makes give — oil
 * and filter every 5,000 miles (synthetic oils allow more, severe driving less), tires rotated every 7,500,
 * cabin filter every 15,000, engine air filter and brake fluid every 30,000, coolant, spark plugs and
 * transmission fluid every 60,000 (long-life plugs and coolants last to 100,000; we keep 60,000 as the
 * catalogue's 60,000-mile service does). They are no maker's schedule and cite none: a car's own manual
 * overrides them, and they are offered as suggestions.
 */
import { MILEAGE_MAX } from '@pitstop/contracts';

/** Milestones fall every this many miles: a car at 12,345 miles is shown what is due at 15,000. */
export const SCHEDULE_STEP_MILES = 5_000;

/** A service and how often it is due. */
export interface MaintenanceInterval {
  slug: string;
  everyMiles: number;
}

/** One catalogue service each, in the order they are recommended. */
export const MAINTENANCE_INTERVALS: MaintenanceInterval[] = [
  { slug: 'oil-change', everyMiles: 5_000 },
  { slug: 'tire-rotation', everyMiles: 7_500 },
  { slug: 'cabin-air-filter-replacement', everyMiles: 15_000 },
  // Not a replacement: a battery test about once a year of typical driving, so a weak one is found before it fails.
  { slug: 'battery-charging-system-test', everyMiles: 15_000 },
  { slug: 'engine-air-filter-replacement', everyMiles: 30_000 },
  { slug: 'brake-fluid-flush', everyMiles: 30_000 },
  { slug: 'coolant-flush', everyMiles: 60_000 },
  { slug: 'spark-plugs-replacement', everyMiles: 60_000 },
  { slug: 'transmission-fluid-service', everyMiles: 60_000 },
];

/**
 * The catalogue's scheduled-maintenance services, largest first. At a milestone a package is due, the largest
 * one replaces the services it includes (as its catalogue note describes them), so nothing is offered twice;
 * a due service it does not include is still listed beside it.
 */
export const MAINTENANCE_PACKAGES: Array<MaintenanceInterval & { includes: string[] }> = [
  {
    slug: 'scheduled-maintenance-90k',
    everyMiles: 90_000,
    includes: [
      'oil-change',
      'tire-rotation',
      'cabin-air-filter-replacement',
      'engine-air-filter-replacement',
      'brake-fluid-flush',
      'coolant-flush',
      'spark-plugs-replacement',
      'transmission-fluid-service',
    ],
  },
  {
    slug: 'scheduled-maintenance-60k',
    everyMiles: 60_000,
    includes: [
      'oil-change',
      'tire-rotation',
      'cabin-air-filter-replacement',
      'engine-air-filter-replacement',
      'brake-fluid-flush',
      'coolant-flush',
      'spark-plugs-replacement',
    ],
  },
  {
    slug: 'scheduled-maintenance-30k',
    everyMiles: 30_000,
    includes: ['oil-change', 'tire-rotation', 'cabin-air-filter-replacement', 'engine-air-filter-replacement'],
  },
];

/**
 * Due at a milestone when one of its due points falls since the previous milestone: an interval that is not a
 * multiple of the step (tires at 7,500) is recommended at the milestone that follows each due point.
 */
const isDue = (milestone: number, everyMiles: number) =>
  Math.floor(milestone / everyMiles) > Math.floor((milestone - SCHEDULE_STEP_MILES) / everyMiles);

/**
 * The next milestone at or after `mileage` (a whole number from 0 to 999,999; a new car's first is 5,000) and
 * the catalogue slugs due then.
 */
export function servicesDueAt(mileage: number): { mileage: number; slugs: string[] } {
  if (!Number.isInteger(mileage) || mileage < 0 || mileage > MILEAGE_MAX) {
    throw new RangeError(`Mileage must be a whole number from 0 to ${MILEAGE_MAX}, not ${mileage}`);
  }
  const milestone = Math.max(SCHEDULE_STEP_MILES, Math.ceil(mileage / SCHEDULE_STEP_MILES) * SCHEDULE_STEP_MILES);
  const due = MAINTENANCE_INTERVALS.filter((interval) => isDue(milestone, interval.everyMiles)).map(({ slug }) => slug);
  const servicePackage = MAINTENANCE_PACKAGES.find((candidate) => isDue(milestone, candidate.everyMiles));
  if (!servicePackage) return { mileage: milestone, slugs: due };
  return {
    mileage: milestone,
    slugs: [servicePackage.slug, ...due.filter((slug) => !servicePackage.includes.includes(slug))],
  };
}
