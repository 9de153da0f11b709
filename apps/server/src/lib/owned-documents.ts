import { LRUCache } from 'lru-cache';
import { type CachedDocument, cachedDocument } from './cached-document.ts';

/**
 * How long a document is kept. Every change its owner module signals drops it at once; this bounds what is not
 * signalled (for a service request: the median answer time of the offers' locations, a location's name or rating).
 */
export const OWNED_DOCUMENT_TTL_MS = 10_000;
/** Documents are a few kilobytes (a request with 5 offers: about 6 KB); this holds thousands of them. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * A user's private reply (a service request with its offers, ADR 027 addendum; the membership check), serialised
 * once and served from this process's memory as reference data is (lib/cached-document.ts). Keyed by the
 * document's id and kept with its owner's user id: a copy is only ever handed to the user it was read for; anyone
 * else is read from the database as before (and told 404).
 *
 * A copy is dropped by `invalidate(id)`: on every domain event of it from any node (the module's LISTEN), and right
 * after this node's own writes commit (`atEmit`), so the writer's next read is fresh without waiting for the NOTIFY
 * to come back. A read under way while any copy is dropped answers its caller but is not kept: it may have been
 * read before the change committed.
 */
export class OwnedDocuments {
  private readonly documents: LRUCache<string, { userId: string; document: CachedDocument; expiresAt: number }>;
  /** Counts invalidations: a read that began under an older count may be older than a change, and is not kept. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** The ids kept for each owner, so that all of a user's documents can go at once (`invalidateOwner`). */
  private readonly byOwner = new Map<string, Set<string>>();

  constructor({
    ttlMs = OWNED_DOCUMENT_TTL_MS,
    maxBytes = MAX_BYTES,
    now = () => performance.now(),
  }: { ttlMs?: number; maxBytes?: number; now?: () => number } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
    // The body and room for its compressed copies.
    this.documents = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: ({ document }) => 2 * document.body.byteLength + 1,
      disposeAfter: ({ userId }, id) => {
        const ids = this.byOwner.get(userId);
        ids?.delete(id);
        if (ids?.size === 0) this.byOwner.delete(userId);
      },
    });
  }

  /** The user's document: kept when this process holds a current copy read for that user, else `read` (and kept). */
  get(key: { userId: string; id: string }, read: () => Promise<unknown>): CachedDocument | Promise<CachedDocument> {
    const kept = this.documents.get(key.id);
    if (kept && kept.userId === key.userId && this.now() < kept.expiresAt) return kept.document;
    const generation = this.generation;
    // Timed from before the read: nothing is served older than the TTL.
    const expiresAt = this.now() + this.ttlMs;
    return read().then((value) => {
      const document = cachedDocument(value);
      if (generation === this.generation) {
        this.documents.set(key.id, { userId: key.userId, document, expiresAt });
        const ids = this.byOwner.get(key.userId) ?? new Set();
        ids.add(key.id);
        this.byOwner.set(key.userId, ids);
      }
      return document;
    });
  }

  /** The document changed: its copy goes, and reads under way are not kept. */
  invalidate(id: string): void {
    this.generation += 1;
    this.documents.delete(id);
  }

  /** Everything kept for the user changed (their profile, their lists): every copy read for them goes. */
  invalidateOwner(userId: string): void {
    this.generation += 1;
    for (const id of [...(this.byOwner.get(userId) ?? [])]) this.documents.delete(id);
  }
}
