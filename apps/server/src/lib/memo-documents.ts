import { LRUCache } from 'lru-cache';
import { type CachedDocument, cachedDocument } from './cached-document.ts';

/**
 * Serialised reference-data replies kept by key (the normalised request), so a hot lookup is served from
 * memory with its ETag instead of being rebuilt, stringified and hashed on every request. Bounded.
 */
export function memoDocuments(max = 10_000) {
  const cache = new LRUCache<string, CachedDocument>({ max });
  return {
    get(key: string, build: () => unknown): CachedDocument {
      let document = cache.get(key);
      if (!document) {
        document = cachedDocument(build());
        cache.set(key, document);
      }
      return document;
    },
    clear: () => cache.clear(),
  };
}
