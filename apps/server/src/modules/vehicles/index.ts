/**
 * Vehicles: year/make/model/trim/engine lookups over the curated NHTSA vPIC data, offline VIN decoding, and
 * users' own vehicles. Other modules use these.
 */
export { vehiclesModule } from './vehicles.module.ts';
export { vehicleData, type VehicleData } from '../../data/vehicles/index.ts';
export { resolveVehicle, type VehicleChoice } from './resolve-vehicle.ts';
export { corgiVinDecoder, type DecodedVin, type VinDecoder } from './vin-decoder.ts';
