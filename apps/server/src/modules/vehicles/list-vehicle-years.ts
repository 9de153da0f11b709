import { YEAR_DROPDOWN_COUNT } from '@pitstop/contracts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Spec 000 §9: the year dropdown shows 20 years from the current year, newest first. */
export function listVehicleYears(deps: Pick<VehiclesDeps, 'currentYear'>): number[] {
  const current = deps.currentYear();
  return Array.from({ length: YEAR_DROPDOWN_COUNT }, (_, offset) => current - offset);
}
