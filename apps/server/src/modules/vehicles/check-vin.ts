import { vehicleMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { listedMakeOf } from './decode-vin.ts';
import type { VehicleChoice } from './resolve-vehicle.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * A VIN saved with a vehicle must be that vehicle's (docs/product/vehicles.md: not a 2020 Camry saved with a 2003
 * Accord's VIN): decoded offline (ADR 009), its year, make and — when we list the vehicle it names — model must be the
 * ones chosen, else 422 `vin_mismatch` naming what the VIN belongs to. A VIN vPIC knows nothing of (valid,
 * check digit and all) contradicts nothing and is kept.
 */
export async function assertVinMatches(
  deps: Pick<VehiclesDeps, 'vehicles' | 'vinDecoder'>,
  vin: string,
  vehicle: Pick<VehicleChoice, 'year' | 'make' | 'model'>,
): Promise<void> {
  const decoded = await deps.vinDecoder.decode(vin);
  if (!decoded) return;
  const make = listedMakeOf(decoded);
  const listed = deps.vehicles.findVehicle(decoded.year, make, decoded.model);
  const matches =
    decoded.year === vehicle.year &&
    same(listed?.make ?? make, vehicle.make) &&
    (!listed || same(listed.model, vehicle.model));
  if (!matches) {
    const named = listed ?? { year: decoded.year, make, model: decoded.model };
    throw new AppError('vin_mismatch', vehicleMessages.vinMismatch(named.year, named.make, named.model), { pointer: '/vin' });
  }
}
