import type { AutoRepairShop, AutoRepairStateName } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import { listStates, normaliseName } from '../../data/zips.ts';
import type { Db } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { citySlug } from '../locations/index.ts';
import type { ShopRates } from '../offers/index.ts';
import { publicStanding } from '../reviews/index.ts';
import { activeLocationOffering } from '../shops/index.ts';

/**
 * The auto-repair directory (docs/product/auto-repair-pages.md, ADR 071): every active shop location of an active
 * company in an active metro that takes service requests, grouped by state and by the city of its address, read in
 * one query and kept in memory. The pages' documents are built from it once each and kept with it.
 */

/** A shop as the pages show it, with the rates autoquote prices the city's typical jobs by. */
export interface DirectoryShop extends AutoRepairShop, ShopRates {}

export interface DirectoryCity {
  name: string;
  slug: string;
  /** Rating first, then reviews, then name. */
  shops: DirectoryShop[];
  /** Mean of the shops' positions: the nearby cities are ordered by it. */
  lat: number;
  lon: number;
  /** The shops' most common zip (lowest on a tie): served, since a shop's own zip is within its reach. */
  zipcode: string;
}

export interface DirectoryState extends AutoRepairStateName {
  /** By slug; name order when listed. */
  cities: Map<string, DirectoryCity>;
  shopCount: number;
}

export interface Directory {
  /** By slug (the lower-case abbreviation), abbreviation order. */
  states: Map<string, DirectoryState>;
  shops: DirectoryShop[];
  /** The catalogue the typical prices are read from, as it was when the directory was read. */
  catalog: CatalogSnapshot;
  /** The pages' serialised documents, built on first use and kept for the directory's life. */
  documents: Map<string, CachedDocument>;
}

/** One query: the directory's shops with their company, metro and service checked. */
export async function readDirectoryShops(db: Db): Promise<DirectoryShop[]> {
  const rows = await db
    .select({
      id: shopLocations.id,
      name: shopLocations.name,
      address: shopLocations.address,
      city: shopLocations.city,
      state: shopLocations.state,
      zipcode: shopLocations.zipcode,
      phone: shopLocations.phone,
      lat: shopLocations.lat,
      lon: shopLocations.lon,
      rating: shopLocations.rating,
      reviewCount: shopLocations.reviewCount,
      openingHours: shopLocations.openingHours,
      timeZone: shopLocations.timeZone,
      certifications: shopLocations.certifications,
      laborRateCents: shopLocations.laborRateCents,
      partsMarkupBps: shopLocations.partsMarkupBps,
      diagnosticFeeCents: shopLocations.diagnosticFeeCents,
      taxRateBps: shopLocations.taxRateBps,
    })
    .from(shopLocations)
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(activeLocationOffering('service'))
    .orderBy(asc(shopLocations.id));
  return rows.map((row) => ({ ...row, ...publicStanding(row) }));
}

const byStanding = (a: DirectoryShop, b: DirectoryShop) =>
  b.rating - a.rating || b.reviewCount - a.reviewCount || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

function commonestZip(shops: readonly DirectoryShop[]): string {
  const counts = new Map<string, number>();
  for (const shop of shops) counts.set(shop.zipcode, (counts.get(shop.zipcode) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] as string;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The shops by state and city (the city of their address, slugged as the locations module slugs it). */
export function groupShops(shops: readonly DirectoryShop[]): Map<string, DirectoryState> {
  const stateNames = new Map(listStates().map(({ code, name }) => [code, name]));
  const grouped = new Map<string, Map<string, DirectoryShop[]>>();
  for (const shop of shops) {
    const state = shop.state.toUpperCase();
    if (!stateNames.has(state)) continue;
    const cities = grouped.get(state) ?? new Map<string, DirectoryShop[]>();
    grouped.set(state, cities);
    const slug = citySlug(shop.city);
    cities.set(slug, [...(cities.get(slug) ?? []), shop]);
  }
  const states = new Map<string, DirectoryState>();
  for (const abbreviation of [...grouped.keys()].sort()) {
    const cityShops = grouped.get(abbreviation) as Map<string, DirectoryShop[]>;
    const cities = new Map<string, DirectoryCity>();
    let shopCount = 0;
    for (const [slug, list] of [...cityShops].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sorted = [...list].sort(byStanding);
      shopCount += sorted.length;
      cities.set(slug, {
        name: (sorted[0] as DirectoryShop).city,
        slug,
        shops: sorted,
        lat: mean(sorted.map((shop) => shop.lat)),
        lon: mean(sorted.map((shop) => shop.lon)),
        zipcode: commonestZip(sorted),
      });
    }
    const slug = abbreviation.toLowerCase();
    states.set(slug, { abbreviation, slug, name: stateNames.get(abbreviation) as string, cities, shopCount });
  }
  return states;
}

export function buildDirectory(shops: DirectoryShop[], catalog: CatalogSnapshot): Directory {
  return { states: groupShops(shops), shops, catalog, documents: new Map() };
}

/** Every state's name, normalised ("new york"), to its abbreviation: the state alias of the pages' addresses. */
let stateAliases: Map<string, string> | undefined;

/** The state's abbreviation from the address's segment: "TX", "tx", "texas", "New-York"; null when none. */
export function stateAbbreviationOf(segment: string): string | null {
  stateAliases ??= new Map(listStates().map(({ code, name }) => [normaliseName(name), code]));
  const value = segment.trim();
  if (/^[A-Za-z]{2}$/.test(value)) {
    const code = value.toUpperCase();
    return [...stateAliases.values()].includes(code) ? code : null;
  }
  return stateAliases.get(normaliseName(value)) ?? null;
}

/** How long a directory is served before it is read again in the background: other nodes' changes show within this. */
export const DIRECTORY_TTL_MS = 10_000;

/**
 * The directory in memory, as the catalogue store keeps the catalogue: read on first use, served from memory,
 * read again in the background once older than the TTL (the stale one is served meanwhile), dropped at once by this
 * node's `market.changed` (a review, a shop's settings). Age is process time (performance.now), not the clock.
 */
export function createDirectoryStore(load: () => Promise<Directory>, ttlMs = DIRECTORY_TTL_MS) {
  let current: { directory: Directory; loadedAt: number } | undefined;
  let loading: Promise<Directory> | undefined;
  const read = () => {
    loading ??= load()
      .then((directory) => {
        current = { directory, loadedAt: performance.now() };
        return directory;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    /** The directory without a promise when one is in memory (starting a background read of a stale one). */
    peek(): Directory | undefined {
      if (current && performance.now() - current.loadedAt > ttlMs) read().catch(() => undefined);
      return current?.directory;
    },
    get(): Promise<Directory> {
      const kept = this.peek();
      return kept ? Promise.resolve(kept) : read();
    },
    invalidate(): void {
      current = undefined;
    },
  };
}
export type DirectoryStore = ReturnType<typeof createDirectoryStore>;
