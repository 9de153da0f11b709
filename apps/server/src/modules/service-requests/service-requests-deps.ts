import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { CatalogStore } from '../catalog/index.ts';
import type { Coverage } from '../locations/index.ts';
import type { MarketLocations } from './market-locations.ts';

/** What the service-request use-cases use; built once by the module. */
export interface ServiceRequestsDeps {
  db: Db;
  /** The marketplace's time (lib/clock.ts): a request's making, its instant offers' validity, the owner's look. */
  clock: Clock;
  catalog: CatalogStore;
  coverage: Coverage;
  /** Each metro's locations, kept for a few seconds (market-locations.ts). */
  marketLocations: MarketLocations;
  /** Autoquote offers made with each request (config OFFERS_PER_REQUEST). */
  offersPerRequest: number;
  /**
   * Counts one new request against the account's and the caller address's budgets of the day (ADR 046); throws
   * 429 `rate_limited` past either.
   */
  requestBudget(caller: { userId: string; address: string | null }): Promise<void>;
  /** Whether the counted limits apply (config BOOKING_LIMITS): an unconfirmed account's open requests. */
  countedLimits: boolean;
  /** A new request records `service_request.created` (the customer's kept lists drop, ADR 067). */
  events: Pick<DomainEvents, 'emit'>;
}
