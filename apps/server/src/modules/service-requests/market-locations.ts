import type { AppointmentType } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { distanceMiles, type LatLon } from '../../data/zips.ts';
import type { Db } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import type { ShopRates } from '../offers/index.ts';
import { activeLocationOffering, medianAnswerMinutes } from '../shops/index.ts';
import type { OfferLocationRow } from './read-service-requests.ts';

/** The appointment type a service request is priced and booked as (one visit to a repair shop). */
export const REQUEST_APPOINTMENT_TYPE: AppointmentType = 'service';

export interface MarketLocation extends ShopRates, OfferLocationRow {
  id: string;
  lat: number;
  lon: number;
  warrantyMonths: number;
  warrantyMiles: number;
  warrantyTerms: string;
  /** The metro's service radius: a location farther than this from the zip does not serve it. */
  serviceRadiusMiles: number;
  /** The location's median time to answer by hand (shops' answer-times.ts), as its offers show it. */
  medianAnswerMinutes: number | null;
}

/** What an offer shows of its location (the offer's `location`, contracts `Offer`), read with the shop's company joined. */
export const OFFER_LOCATION_COLUMNS = {
  companyId: shopLocations.companyId,
  companyName: shopCompanies.name,
  name: shopLocations.name,
  address: shopLocations.address,
  city: shopLocations.city,
  state: shopLocations.state,
  zipcode: shopLocations.zipcode,
  rating: shopLocations.rating,
  reviewCount: shopLocations.reviewCount,
  certifications: shopLocations.certifications,
  memberDiscountPercent: shopLocations.memberDiscountPercent,
};

/**
 * Every active location of an active company in the metro that takes the appointment type, with what autoquote
 * and the fair-price band read (the band is drawn across all of them, offers come from the nearest) and what an
 * offer shows of its location. Two queries; `MarketLocations` keeps the answer for a few seconds.
 */
export async function listMarketLocations(
  db: Db,
  metroId: string,
  appointmentType: AppointmentType = REQUEST_APPOINTMENT_TYPE,
): Promise<MarketLocation[]> {
  const rows = await db
    .select({
      id: shopLocations.id,
      lat: shopLocations.lat,
      lon: shopLocations.lon,
      laborRateCents: shopLocations.laborRateCents,
      partsMarkupBps: shopLocations.partsMarkupBps,
      diagnosticFeeCents: shopLocations.diagnosticFeeCents,
      taxRateBps: shopLocations.taxRateBps,
      warrantyMonths: shopLocations.warrantyMonths,
      warrantyMiles: shopLocations.warrantyMiles,
      warrantyTerms: shopLocations.warrantyTerms,
      serviceRadiusMiles: metros.serviceRadiusMiles,
      ...OFFER_LOCATION_COLUMNS,
    })
    .from(shopLocations)
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(and(eq(shopLocations.metroId, metroId), activeLocationOffering(appointmentType)))
    .orderBy(shopLocations.id);
  const medians = await medianAnswerMinutes(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, medianAnswerMinutes: medians.get(row.id) ?? null }));
}

/** How long a metro's locations are kept: another node's change to a shop's settings is seen within this. */
export const MARKET_LOCATIONS_TTL_MS = 10_000;

/**
 * The market's locations (`listMarketLocations` for 'service', given as `load`), kept per metro for MARKET_LOCATIONS_TTL_MS: every
 * request of a metro reads all its locations (the band is drawn across them), a couple of hundred rows that change
 * when a shop changes its settings — rarely. This node's own changes drop the metro at once (`invalidate`, called
 * by the shop portal after its settings commit); other nodes' and the database's own (a seed, an admin) are seen
 * within the TTL; so is a location's median answer time. Requests arriving while a metro loads share the load.
 */
export class MarketLocations {
  private readonly metros = new Map<string, { loadedAt: number; locations: Promise<readonly MarketLocation[]> }>();

  constructor(
    private readonly load: (metroId: string) => Promise<readonly MarketLocation[]>,
    private readonly ttlMs = MARKET_LOCATIONS_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(metroId: string): Promise<readonly MarketLocation[]> {
    const kept = this.metros.get(metroId);
    if (kept && this.now() - kept.loadedAt < this.ttlMs) return kept.locations;
    // Timed from before the read: nothing is served older than the TTL.
    const entry = { loadedAt: this.now(), locations: this.load(metroId) };
    this.metros.set(metroId, entry);
    entry.locations.catch(() => {
      if (this.metros.get(metroId) === entry) this.metros.delete(metroId);
    });
    return entry.locations;
  }

  /**
   * Forgets a metro (every metro without one): the next request reads it again. A read already under way when the
   * change committed still answers the requests waiting on it — they came before the change — but is not kept.
   */
  invalidate(metroId?: string): void {
    if (metroId === undefined) this.metros.clear();
    else this.metros.delete(metroId);
  }
}

/** The `limit` locations nearest to a point within their metro's service radius, nearest first, with the distance. */
export function nearestLocations(
  locations: readonly MarketLocation[],
  point: LatLon,
  limit: number,
): Array<MarketLocation & { distanceMiles: number }> {
  return locations
    .map((location) => ({ location, miles: distanceMiles(point, location) }))
    .filter(({ location, miles }) => miles <= location.serviceRadiusMiles)
    .sort((a, b) => a.miles - b.miles || a.location.id.localeCompare(b.location.id))
    .slice(0, limit)
    .map(({ location, miles }) => ({ ...location, distanceMiles: miles }));
}
