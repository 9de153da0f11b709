import type { PriceBand, PriceBasis, VehicleClass } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { metros } from '../../db/schema/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { bandOfTotals, type FairPriceBand, fairPriceBand, priceJob, type Quote, type ShopRates } from '../offers/index.ts';
import { listMarketLocations } from '../service-requests/index.ts';

/** A job's band across the shops: the total as the offers' band draws it, and labor and parts each on their own. */
export interface JobBand {
  total: PriceBand;
  labor: PriceBand;
  parts: PriceBand;
  laborHours: number;
}

/** Every market's shops, as the repair-cost pages price with them. */
export interface ShopSet {
  locations: readonly ShopRates[];
  basis: PriceBasis;
}

const band = ({ lowCents, medianCents, highCents }: FairPriceBand): PriceBand => ({ lowCents, typicalCents: medianCents, highCents });

/**
 * The fair-price band of one service on one class of vehicle across `locations` (ADR 073): the offers' own functions —
 * `fairPriceBand` for the total (p10/p50/p90 of each shop's autoquote total, tax included, exactly the band a request
 * shows), and `bandOfTotals` over the same quotes' labor and parts. Null when there is no shop, or autoquote cannot
 * price the service.
 */
export function jobBand(service: CatalogService, vehicleClass: VehicleClass, locations: readonly ShopRates[]): JobBand | null {
  const services = [{ pricing: service.pricing }];
  const total = fairPriceBand({ services, vehicleClass, locations });
  if (!total) return null;
  const quotes = locations.map((shop) => priceJob({ services, vehicleClass, shop }) as Quote);
  const labor = bandOfTotals(quotes.map((quote) => quote.laborCents));
  const parts = bandOfTotals(quotes.map((quote) => quote.partsCents));
  if (!labor || !parts) return null;
  return { total: band(total), labor: band(labor), parts: band(parts), laborHours: quotes[0]?.lines[0]?.laborHours ?? 0 };
}

/** How long the shop set is kept at most: what changes without an event (a seed, an operator's SQL) shows within this. */
export const SHOP_PRICES_TTL_MS = 60_000;

/**
 * The shops of every market and the bands computed from them, kept in this process (ADR 073): the pages render
 * uncached at hundreds of requests a second, and a band costs a quote per shop. Loaded once (the markets' locations
 * as the requests read them, `listMarketLocations`, one metro after another), each band computed on first use;
 * all of it dropped by `invalidate` — the module calls it on `market.changed` (a shop's rates, markup, tax or
 * appointment types changed, a location opened or closed) — or after SHOP_PRICES_TTL_MS of process time.
 */
export class ShopPrices {
  private kept: { loadedAt: number; shops: Promise<ShopSet>; bands: Map<string, JobBand | null> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SHOP_PRICES_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private current() {
    if (this.kept && this.now() - this.kept.loadedAt < this.ttlMs) return this.kept;
    const entry = { loadedAt: this.now(), shops: loadShops(this.db), bands: new Map<string, JobBand | null>() };
    this.kept = entry;
    entry.shops.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return entry;
  }

  shops(): Promise<ShopSet> {
    return this.current().shops;
  }

  /** The band of a service for a class, computed once per shop set. */
  async band(service: CatalogService, vehicleClass: VehicleClass): Promise<JobBand | null> {
    const entry = this.current();
    const { locations } = await entry.shops;
    const key = `${vehicleClass}:${service.id}`;
    if (!entry.bands.has(key)) entry.bands.set(key, jobBand(service, vehicleClass, locations));
    return entry.bands.get(key) ?? null;
  }

  invalidate(): void {
    this.kept = undefined;
  }
}

async function loadShops(db: Db): Promise<ShopSet> {
  const markets = await db
    .select({ id: metros.id, name: metros.name, state: metros.state })
    .from(metros)
    .where(eq(metros.active, true))
    .orderBy(asc(metros.name));
  const locations: ShopRates[] = [];
  const basis: PriceBasis = { shopCount: 0, markets: [] };
  for (const market of markets) {
    const found = await listMarketLocations(db, market.id);
    if (found.length === 0) continue;
    locations.push(...found.map(({ laborRateCents, partsMarkupBps, diagnosticFeeCents, taxRateBps }) => ({ laborRateCents, partsMarkupBps, diagnosticFeeCents, taxRateBps })));
    basis.markets.push({ name: market.name, state: market.state, shopCount: found.length });
  }
  basis.shopCount = locations.length;
  return { locations, basis };
}
