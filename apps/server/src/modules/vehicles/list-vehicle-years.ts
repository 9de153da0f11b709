import { YEAR_DROPDOWN_COUNT } from '@pitstop/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** The year dropdown shows 20 years from the current year, newest first (docs/product/vehicles.md). */
export function listVehicleYears(deps: Pick<VehiclesDeps, 'clock'>): number[] {
  const current = currentYear(deps.clock);
  return Array.from({ length: YEAR_DROPDOWN_COUNT }, (_, offset) => current - offset);
}

/**
 * The calendar year the year list counts back from: the clock's year in UTC, so the answer does not depend on the
 * host's time zone. The list starts at the year that has begun somewhere in the US or a few hours before (UTC turns
 * at 6 pm on Dec 31 in Austin): harmless, as next year's models are on the road by the autumn before.
 */
export const currentYear = (clock: Clock): number => clock.now().getUTCFullYear();
