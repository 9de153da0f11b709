import { NEARBY_AREAS_MAX, NEARBY_MAX_MILES, type NearbyZip } from '@pitstop/contracts';
import { LRUCache } from 'lru-cache';
import { getZip, type ZipInfo, zipsWithinMiles } from '../../data/zips.ts';
import type { ActiveShopLocation } from '../shops/index.ts';

/** Whether one zip is served, by which metro, and — when it is not — the nearest zips that are. */
export interface ZipCoverage {
  zip: ZipInfo;
  inMarket: boolean;
  /** The metro of the nearest active location serving the zip; null when out of market. */
  metroId: string | null;
  /** Up to NEARBY_AREAS_MAX in-market zips within NEARBY_MAX_MILES, nearest first; empty when in market. */
  nearby: NearbyZip[];
}

interface Snapshot {
  /** In-market zip → the metro of its nearest serving location. */
  served: Map<string, { metroId: string; miles: number }>;
  activeLocationsByMetro: Map<string, number>;
  nearby: LRUCache<string, NearbyZip[]>;
}

const EMPTY: Snapshot = { served: new Map(), activeLocationsByMetro: new Map(), nearby: new LRUCache({ max: 1 }) };

/** ARCHITECTURE §5 "Markets": a zip is in market when an active shop location is within its service radius. */
export function buildSnapshot(locations: ActiveShopLocation[]): Snapshot {
  const served = new Map<string, { metroId: string; miles: number }>();
  const activeLocationsByMetro = new Map<string, number>();
  for (const location of locations) {
    activeLocationsByMetro.set(location.metroId, (activeLocationsByMetro.get(location.metroId) ?? 0) + 1);
    for (const zip of zipsWithinMiles(location.lat, location.lon, location.serviceRadiusMiles)) {
      const current = served.get(zip.zip);
      if (!current || zip.distanceMiles < current.miles) {
        served.set(zip.zip, { metroId: location.metroId, miles: zip.distanceMiles });
      }
    }
  }
  return { served, activeLocationsByMetro, nearby: new LRUCache({ max: 20_000 }) };
}

/** Everything about the active locations that the in-market set depends on, in a stable order. */
export function locationsFingerprint(locations: ActiveShopLocation[]): string {
  return locations
    .map(({ id, metroId, lat, lon, serviceRadiusMiles }) => `${id}|${metroId}|${lat}|${lon}|${serviceRadiusMiles}`)
    .sort()
    .join('\n');
}

/**
 * The in-market zip set, held in memory: built from the active shop locations at boot and again on
 * `refresh()` (after shop locations change, and periodically so every node sees other nodes' changes).
 * Lookups never touch the database.
 */
export class Coverage {
  private snapshot: Snapshot = EMPTY;
  private refreshing: Promise<void> | undefined;
  private snapshotVersion = 0;
  /** What the snapshot was built from: an unchanged set is not rebuilt. */
  private builtFrom: string | undefined;

  constructor(private readonly loadLocations: () => Promise<ActiveShopLocation[]>) {}

  /** Rebuilds the in-market set; concurrent calls share one rebuild. */
  refresh(): Promise<void> {
    this.refreshing ??= this.loadLocations()
      .then((locations) => {
        // Building takes tens of milliseconds of one thread (every zip within reach of every location): the
        // periodic refresh must not stall every node's requests once a minute when nothing has changed.
        const fingerprint = locationsFingerprint(locations);
        if (fingerprint === this.builtFrom) return;
        this.snapshot = buildSnapshot(locations);
        this.builtFrom = fingerprint;
        this.snapshotVersion += 1;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** Changes with every rebuild: answers derived from the in-market set are keyed by it. */
  get version(): number {
    return this.snapshotVersion;
  }

  /** How many zips are in market now. */
  get inMarketZipCount(): number {
    return this.snapshot.served.size;
  }

  /** Active shop locations of a metro. */
  activeLocationCount(metroId: string): number {
    return this.snapshot.activeLocationsByMetro.get(metroId) ?? 0;
  }

  /** The metro serving a five-digit zip, or null when it is out of market (cheap: no nearby search). */
  metroOf(zipcode: string): string | null {
    return this.snapshot.served.get(zipcode)?.metroId ?? null;
  }

  /** Coverage of a known zip (five digits); null when the zip does not exist. */
  forZip(zipcode: string): ZipCoverage | null {
    const zip = getZip(zipcode);
    if (!zip) return null;
    const snapshot = this.snapshot;
    const served = snapshot.served.get(zip.zip);
    if (served) return { zip, inMarket: true, metroId: served.metroId, nearby: [] };
    let nearby = snapshot.nearby.get(zip.zip);
    if (!nearby) {
      nearby = zipsWithinMiles(zip.lat, zip.lon, NEARBY_MAX_MILES)
        .filter((candidate) => snapshot.served.has(candidate.zip))
        .slice(0, NEARBY_AREAS_MAX)
        .map((candidate) => ({
          zipcode: candidate.zip,
          city: candidate.city,
          state: candidate.state,
          distanceMiles: Math.round(candidate.distanceMiles * 10) / 10,
        }));
      snapshot.nearby.set(zip.zip, nearby);
    }
    return { zip, inMarket: false, metroId: null, nearby };
  }
}
