import type { Db } from '../../db/client.ts';
import type { VehicleData } from '../../data/vehicles/index.ts';
import type { VinDecoder } from './vin-decoder.ts';

/** What the vehicles use-cases use; built once by the vehicles module. */
export interface VehiclesDeps {
  db: Db;
  vehicles: VehicleData;
  vinDecoder: VinDecoder;
  /** The current calendar year (the year list counts back from it). */
  currentYear: () => number;
}
