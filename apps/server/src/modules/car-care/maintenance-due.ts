import { MAINTENANCE_DUE_MILES, MAINTENANCE_SOON_MILES, type MaintenanceState } from '@pitstop/contracts';
import { MAINTENANCE_INTERVALS, MAINTENANCE_PACKAGES } from '../../data/maintenance-schedule.ts';

/** A catalogue service a completed job on the vehicle did. */
export interface DoneService {
  slug: string;
  /** The vehicle's mileage on the job's request; null when it was not given. */
  mileage: number | null;
  completedAt: Date;
}

/** One scheduled service due now or soon. */
export interface DueService {
  slug: string;
  dueAtMileage: number;
  milesLeft: number;
  state: MaintenanceState;
  lastDoneAtMileage: number | null;
  lastDoneAt: Date | null;
}

const PACKAGE_INCLUDES = new Map(MAINTENANCE_PACKAGES.map((entry) => [entry.slug, entry.includes]));
/** Packages first (largest first), then the single services, as the schedule recommends them. */
const SCHEDULE = [...MAINTENANCE_PACKAGES.map(({ slug, everyMiles }) => ({ slug, everyMiles })), ...MAINTENANCE_INTERVALS];

/** Whether doing `done` also does `slug`: itself, a package that includes it, or a larger package that includes all of a smaller one's. */
function covers(done: string, slug: string): boolean {
  if (done === slug) return true;
  const includes = PACKAGE_INCLUDES.get(done);
  if (!includes) return false;
  const smaller = PACKAGE_INCLUDES.get(slug);
  return smaller ? smaller.every((included) => includes.includes(included)) : includes.includes(slug);
}

/**
 * Where a service falls due with no job on record: the schedule's due points are the multiples of its interval
 * (as `servicesDueAt` has them); one just passed (within MAINTENANCE_DUE_MILES) is still the one due, else the next.
 */
function scheduledDuePoint(mileage: number, everyMiles: number): number {
  const passed = Math.floor(mileage / everyMiles) * everyMiles;
  return passed >= everyMiles && mileage - passed <= MAINTENANCE_DUE_MILES ? passed : passed + everyMiles;
}

/**
 * What the maintenance schedule says is due on a vehicle at `mileage`, given the services completed jobs did on it:
 * each scheduled service falls due its interval after the job that last did it (a job whose mileage was not given
 * counts as done at the mileage the vehicle has now: nothing better is known), else at the schedule's due point.
 * Listed when it is due within MAINTENANCE_SOON_MILES ("due" within MAINTENANCE_DUE_MILES or past it). As in the
 * interval-services step, a package listed replaces the services (and smaller packages) it includes.
 * `nextDueAtMileage` is the nearest due point of any scheduled service.
 */
export function maintenanceDue(mileage: number, done: readonly DoneService[]): { items: DueService[]; nextDueAtMileage: number } {
  const all = SCHEDULE.map(({ slug, everyMiles }) => {
    const last = done.filter((entry) => covers(entry.slug, slug)).sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime())[0];
    const lastMileage = last ? (last.mileage ?? mileage) : null;
    const dueAtMileage = lastMileage !== null ? lastMileage + everyMiles : scheduledDuePoint(mileage, everyMiles);
    const milesLeft = dueAtMileage - mileage;
    const state: MaintenanceState | null = milesLeft <= MAINTENANCE_DUE_MILES ? 'due' : milesLeft <= MAINTENANCE_SOON_MILES ? 'soon' : null;
    return { slug, dueAtMileage, milesLeft, state, lastDoneAtMileage: last?.mileage ?? null, lastDoneAt: last?.completedAt ?? null };
  });
  const nextDueAtMileage = Math.min(...all.map((entry) => entry.dueAtMileage));
  const listed = all.filter((entry): entry is DueService => entry.state !== null);
  const servicePackage = listed.find((entry) => PACKAGE_INCLUDES.has(entry.slug));
  const kept = servicePackage ? listed.filter((entry) => entry === servicePackage || !covers(servicePackage.slug, entry.slug)) : listed;
  return { items: [...kept.filter((entry) => entry.state === 'due'), ...kept.filter((entry) => entry.state === 'soon')], nextDueAtMileage };
}
