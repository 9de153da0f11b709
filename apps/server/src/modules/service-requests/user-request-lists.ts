import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';

/** Request ids remembered with their owner: about 100 bytes each. */
const MAX_OWNERS = 200_000;

/**
 * The user's lists of requests (open, booked, past, all; every page), kept per user in this process
 * (lib/owned-documents.ts, ADR 067). The events of a request name the request, not its owner: before a user's
 * list is read, the ids of all the user's requests are remembered with the user, so an event of any of them —
 * whichever list it would move it into — drops every list of that user. A request made later comes with its own
 * `service_request.created`, which names the user.
 */
export class UserRequestLists {
  private readonly documents = new OwnedDocuments();
  private readonly owners = new LRUCache<string, string>({ max: MAX_OWNERS });

  constructor(private readonly db: Db) {}

  get(userId: string, key: string, read: () => Promise<unknown>): CachedDocument | Promise<CachedDocument> {
    return this.documents.get({ userId, id: `${userId} ${key}` }, async () => {
      // First the ids (an event after this drops the read under way), then the list.
      const ids = await this.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.userId, userId));
      for (const { id } of ids) this.owners.set(id, userId);
      return read();
    });
  }

  invalidateUser(userId: string): void {
    this.documents.invalidateOwner(userId);
  }

  /** A request changed: its owner's lists go when any are kept (its id is remembered only then). */
  invalidateRequest(requestId: string): void {
    const userId = this.owners.get(requestId);
    if (userId) this.documents.invalidateOwner(userId);
  }
}
