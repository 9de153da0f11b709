import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VehicleData } from '../../data/vehicles/index.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { VinDecoder } from './vin-decoder.ts';

/** What the vehicles use-cases use; built once by the vehicles module. */
export interface VehiclesDeps {
  db: Db;
  vehicles: VehicleData;
  vinDecoder: VinDecoder;
  /** The marketplace's time (ADR 053): the year list counts back from its year (currentYear). */
  clock: Clock;
  /** `vehicles.changed` is recorded with every write (ADR 051): kept lists of the user drop on every node. */
  events: DomainEvents;
}
