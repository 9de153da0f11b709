import { LRUCache } from 'lru-cache';
import { type CachedDocument, cachedDocument } from './cached-document.ts';

/**
 * Serialised reference-data replies kept by key (the normalised request), so a hot lookup is served from
 * memory with its ETag instead of being rebuilt, stringified and hashed on every request. Bounded; `ttlMs` also
 * bounds how long a reply read from the database is kept, for data no event signals.
 */
export function memoDocuments(max = 10_000, ttlMs?: number) {
  const cache = new LRUCache<string, CachedDocument>({ max, ...(ttlMs ? { ttl: ttlMs, ttlAutopurge: false } : {}) });
  return {
    get(key: string, build: () => unknown): CachedDocument {
      let document = cache.get(key);
      if (!document) {
        document = cachedDocument(build());
        cache.set(key, document);
      }
      return document;
    },
    /** As `get`, for a reply read asynchronously: a kept one at once, else kept once read (a failed read is not). */
    getOrRead(key: string, read: () => Promise<unknown>): CachedDocument | Promise<CachedDocument> {
      const kept = cache.get(key);
      if (kept) return kept;
      return read().then((value) => {
        const document = cachedDocument(value);
        cache.set(key, document);
        return document;
      });
    },
    clear: () => cache.clear(),
  };
}
