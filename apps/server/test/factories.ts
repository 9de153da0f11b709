import type { OutboxMessage, TestUserRequest } from '@pitstop/contracts';
import type { FastifyInstance } from 'fastify';
import { partners, promoCodes } from '../src/db/schema/index.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  refreshCookieName,
  signAccessToken,
  startSession,
  type UserRow,
} from '../src/modules/accounts/index.ts';
import { listOutboxMessages } from '../src/modules/outbox/index.ts';
import { createTestUser } from '../src/modules/test-support/index.ts';

/**
 * Test data through the server's own code (the same path as POST /api/test/users), for vitest:
 *
 *   const { app } = await build();
 *   const alex = await createUser(app, { confirmed: true, rewardsCents: 2500 });
 *   await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: alex.headers });
 */
export interface CreatedUser {
  user: UserRow;
  /** null for an account without a password. */
  password: string | null;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
  /** The refresh cookie, for `cookies:` of app.inject. */
  cookies: Record<string, string>;
}

export async function createUser(app: FastifyInstance, attributes: TestUserRequest = {}): Promise<CreatedUser> {
  const { user, password, session } = await createTestUser({ db: app.database.db, config: app.config, clock: app.clock, events: app.events }, attributes);
  return {
    user,
    password,
    accessToken: session.access.accessToken,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${session.access.accessToken}` },
    cookies: { [refreshCookieName(app.config)]: session.refreshToken },
  };
}

/** An access token of a live session of `user` that expired a minute ago. */
export async function expiredAccessToken(app: FastifyInstance, user: Pick<UserRow, 'id' | 'admin' | 'type'>) {
  const { sessionId } = await startSession(app.database.db, { config: app.config, clock: app.clock }, user);
  const { accessToken } = await signAccessToken(
    app.config,
    { userId: user.id, sessionId, admin: user.admin, type: user.type },
    { now: new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000) },
  );
  return accessToken;
}

export async function createPromoCode(
  app: FastifyInstance,
  values: {
    code: string;
    rewardCents?: number;
    active?: boolean;
    expiresAt?: Date | null;
    maxRedemptions?: number | null;
    newMembersOnly?: boolean;
  },
) {
  const [promo] = await app.database.db
    .insert(promoCodes)
    .values({ rewardCents: 1000, ...values, code: values.code.toUpperCase() })
    .returning();
  return promo!;
}

export async function createPartner(
  app: FastifyInstance,
  values: { slug: string; name?: string; initialSubRequired?: boolean; whiteLabel?: boolean },
) {
  const [partner] = await app.database.db
    .insert(partners)
    .values({ name: values.slug, ...values })
    .returning();
  return partner!;
}

/** What the server "sent" to an address (newest first), with codes and links picked out. */
export async function outboxFor(app: FastifyInstance, to: string, template?: string): Promise<OutboxMessage[]> {
  return listOutboxMessages(app.database, { to, template, limit: 50 });
}
