import type { UserType } from '@pitstop/contracts';
import { LRUCache } from 'lru-cache';

/** The longest a kept session is trusted without asking the database again: a safety net under the events. */
export const LIVE_SESSION_TTL_MS = 60_000;
/** Sessions kept at most (about 200 bytes each): the least recently used go first. */
export const LIVE_SESSION_MAX = 50_000;

interface Kept {
  admin: boolean;
  type: UserType;
}

/**
 * The sessions the auth guard found live, kept in this process (ADR 052): only live ones, with the account's
 * roles. Dropped by `drop` on every `sessions.changed` event (sign-out, a refresh token's reuse, a password changed
 * or reset, an email changed, the account disabled), on every node; bounded in number and in age.
 *
 * A database read that began before a drop may have seen the session still live: it is not kept (the
 * `generation` it began under is older), so a drop can never be undone by a read under way.
 */
export class LiveSessions {
  private readonly sessions: LRUCache<string, Kept>;
  private readonly byUser = new Map<string, Set<string>>();
  /** Counts drops: a read that began under an older count is not kept. */
  generation = 0;

  constructor({ ttlMs = LIVE_SESSION_TTL_MS, max = LIVE_SESSION_MAX }: { ttlMs?: number; max?: number } = {}) {
    this.sessions = new LRUCache<string, Kept>({
      max,
      ttl: ttlMs,
      disposeAfter: (_value, key) => {
        const [userId, sessionId] = key.split(' ') as [string, string];
        const set = this.byUser.get(userId);
        set?.delete(sessionId);
        if (set?.size === 0) this.byUser.delete(userId);
      },
    });
  }

  get(userId: string, sessionId: string): Kept | undefined {
    return this.sessions.get(`${userId} ${sessionId}`);
  }

  /** Keeps a session read live under `generation` (taken before the read), unless something was dropped since. */
  keep(userId: string, sessionId: string, kept: Kept, generation: number): void {
    if (generation !== this.generation) return;
    this.sessions.set(`${userId} ${sessionId}`, kept);
    const set = this.byUser.get(userId) ?? new Set();
    set.add(sessionId);
    this.byUser.set(userId, set);
  }

  /** One session of the user, or every one. */
  drop(userId: string, sessionId?: string): void {
    this.generation += 1;
    const sessionIds = sessionId ? [sessionId] : [...(this.byUser.get(userId) ?? [])];
    for (const id of sessionIds) this.sessions.delete(`${userId} ${id}`);
  }

  get size(): number {
    return this.sessions.size;
  }
}
