import type { RepairCostMake } from '@pitstop/contracts';
import { findMake, nameOf } from './find-vehicle.ts';

/** /repair-cost/{make}: the make's models (every model year's). */
export function getRepairCostMake(input: { makeName: string }): RepairCostMake {
  const make = findMake(input.makeName);
  return { make: nameOf(make), models: make.models.map(nameOf) };
}
