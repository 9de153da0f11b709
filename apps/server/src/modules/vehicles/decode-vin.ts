import { vehicleMessages, type VinDecodeResponse } from '@pitstop/contracts';
import { trimNames, US_LIGHT_VEHICLE_MAKES } from '../../data/vehicles/curation/derive-catalogue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';
import type { DecodedVin } from './vin-decoder.ts';

/** A decoded VIN's make as the vehicle data spells it (vPIC's "SAAB" → "Saab"). */
export const listedMakeOf = (decoded: DecodedVin) => US_LIGHT_VEHICLE_MAKES[decoded.make] ?? decoded.make;

/**
 * Year, make and model of a (validated) VIN, as the vehicle data spells them, so the answer can preselect a
 * vehicle: 404 when vPIC knows no vehicle for it, or one we do not list (a motorcycle, a heavy truck).
 */
export async function decodeVin(
  deps: Pick<VehiclesDeps, 'vehicles' | 'vinDecoder'>,
  { vin }: { vin: string },
): Promise<VinDecodeResponse> {
  const decoded = await deps.vinDecoder.decode(vin);
  if (!decoded) throw new AppError('not_found', vehicleMessages.vinNotFound);
  const vehicle = deps.vehicles.findVehicle(decoded.year, listedMakeOf(decoded), decoded.model);
  if (!vehicle) throw new AppError('not_found', vehicleMessages.vinNotServiced);
  const listed = deps.vehicles.subModelsFor(vehicle.year, vehicle.make, vehicle.model) ?? [];
  const subModel =
    trimNames(decoded.trim ?? '')
      .map((name) => listed.find((trim) => trim.toLowerCase() === name.toLowerCase()))
      .find((trim) => trim !== undefined) ?? null;
  return { vin, ...vehicle, subModel };
}
