import { accountMessages, membershipMessages, shopMessages, type UserType } from '@pitstop/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { isLoopback } from '../lib/loopback.ts';
import { LiveSessions } from './live-sessions.ts';
import { actsForPartner, partnerExists, partnerHeader } from './partner-roles.ts';
import { administersPartner, type StaffLocation, staffLocation } from './staff-locations.ts';
import { anyOf } from '../db/any-of.ts';

/** Who is calling: from the bearer token, confirmed against the database by `requireUser`. */
export interface AuthUser {
  id: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  admin: boolean;
  type: UserType;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer` access token; null for guests and bad tokens. */
    user: AuthUser | null;
    /** Why a bearer token was refused, to tell "expired" from "never signed in". */
    authFailure: 'expired' | 'invalid' | null;
    /** A `location-staff` route's location (its `:locationId`), read once by the guard: `currentLocation`. */
    staffLocation: StaffLocation | null;
    /** A partner role's partner (the `X-Partner-Id` header), checked once by the route's guard: `currentPartnerId`. */
    partnerId: string | null;
  }
  interface FastifyContextConfig {
    /** false: the route never reads the caller's identity, so a bearer token is not even verified. */
    authenticate?: false;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a signed-in, enabled user; then `request.user` is fresh from the database. */
    requireUser: Guard;
    /** preHandler: requireUser, then 403 unless an admin. */
    requireAdmin: Guard;
    /** preHandler: requireUser, then 403 unless an employee (profile type) or an admin: the staff console (ADR 078). */
    requireEmployee: Guard;
    /**
     * preHandler: anyone on a local server calling from this machine (config.localServer and a loopback socket
     * address — never a forwarded one), else an admin; everyone else is told there is no such route (404).
     */
    requireAdminOrLocal: Guard;
    /**
     * preHandler: requireUser, then the path's `:locationId` must be a location the user is staff of: it is read
     * into `request.staffLocation`. Anyone else is answered 404 not_found, as if it did not exist.
     */
    requireLocationStaff: Guard;
    /**
     * preHandler: requireUser, then the `X-Partner-Id` header must name a partner the user administers: it is
     * kept as `request.partnerId`. Anyone else is answered 404 not_found.
     */
    requirePartnerAdmin: Guard;
    /** preHandler: the `X-Partner-Id` header must name a partner (ADR 057); kept as `request.partnerId`. */
    requirePartner: Guard;
    /**
     * preHandler: requireUser, then the `X-Partner-Id` header must name one of the user's partners (ADR 057): kept
     * as `request.partnerId`. Another partner is answered 404, as an unknown one.
     */
    requirePartnerMember: Guard;
    /**
     * Of these sessions, the ones still live by requireUser's rule (not signed out or revoked, the account not
     * disabled or deleted), as `${userId}:${sessionId}` keys: one query for all, for work that outlives its
     * request (an event stream re-checks its session with it).
     */
    liveSessions(sessions: readonly SessionRef[]): Promise<Set<string>>;
  }
}

/** One session of one user, as an access token names it. */
export interface SessionRef {
  userId: string;
  sessionId: string;
}
export const sessionKey = ({ userId, sessionId }: SessionRef) => `${userId}:${sessionId}`;

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('sign_in_required', accountMessages.signInRequired);
  return request.user;
}

/** The location of a route whose role is `location-staff` (set by its guard). */
export function currentLocation(request: FastifyRequest): StaffLocation {
  if (!request.staffLocation) throw new AppError('not_found', shopMessages.locationNotFound);
  return request.staffLocation;
}

/** The partner of a route whose role is `partner`, `partner-member` or `partner-admin` (set by its guard). */
export function currentPartnerId(request: FastifyRequest): string {
  if (!request.partnerId) throw new AppError('not_found', membershipMessages.partnerNotFound);
  return request.partnerId;
}

export { PARTNER_HEADER } from './partner-roles.ts';

const unauthorized = (code: 'sign_in_required' | 'session_expired', detail: string) =>
  new AppError(code, detail, { headers: { 'www-authenticate': 'Bearer realm="api"' } });

/**
 * Access tokens (ARCHITECTURE §4): a short-lived HS256 JWT sent as `Authorization: Bearer`. Every route but
 * public reference data gives a caller with one `request.user`; routes that need a user add `app.requireUser`
 * (or `app.requireAdmin`) as a preHandler. A 401 tells the client to refresh once and retry.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: Config; db: Db }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authFailure', null);
    const live = new LiveSessions();
    // On every node, and on the emitting one as it is emitted (its next call is refused without waiting for the NOTIFY).
    app.events.on('sessions.changed', ({ userId, sessionId }) => live.drop(userId, sessionId), { atEmit: true });
    app.decorateRequest('staffLocation', null);
    app.decorateRequest('partnerId', null);

    const authenticate = async (request: FastifyRequest, token: string | undefined) => {
      if (!token) {
        request.authFailure = 'invalid';
        return;
      }
      const verified = await verifyAccessToken(config, token);
      if (verified.ok) {
        const { userId, sessionId, admin, type } = verified.claims;
        request.user = { id: userId, sessionId, admin, type };
      } else {
        request.authFailure = verified.reason;
      }
    };
    // Guests (most requests) pass synchronously: no promise on the hot path.
    const authenticateHook: onRequestHookHandler = (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header) return done();
      authenticate(request, /^Bearer\s+(\S+)$/i.exec(header)?.[1]).then(() => done(), done);
    };
    // On every route registered from here on, but those that say nobody's identity matters to them
    // (`config.authenticate: false`, public reference data): a signed-in browser sends its token with every call.
    app.addHook('onRoute', (route) => {
      if (route.config?.authenticate === false) return;
      route.onRequest = [authenticateHook, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });

    // Fresh roles; and a signed-out session, a deleted or a disabled account loses access at once rather than
    // when its access token runs out. A live session is asked of the database once, then kept in this process
    // until a `sessions.changed` event drops it on every node (or LIVE_SESSION_TTL_MS passes; ADR 052).
    // Prepared once: building the statement cost more than running it (0.3 of 0.7 ms a call on PGlite), and
    // PostgreSQL plans it once per connection.
    const liveSession = db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder('sessionId')),
          eq(refreshTokens.userId, sql.placeholder('userId')),
          isNull(refreshTokens.revokedAt),
        ),
      );
    const account = db
      .select({ admin: users.admin, type: users.type, status: users.status, sessionLive: sql<boolean>`exists ${liveSession}` })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_account_and_session');

    const requireUser: Guard = async (request) => {
      if (!request.user) {
        throw request.authFailure
          ? unauthorized('session_expired', accountMessages.sessionExpired)
          : unauthorized('sign_in_required', accountMessages.signInRequired);
      }
      const { id, sessionId } = request.user;
      let roles = live.get(id, sessionId);
      if (!roles) {
        const generation = live.generation;
        const [row] = await account.execute({ userId: id, sessionId });
        if (!row || row.status === 'disabled' || !row.sessionLive) {
          request.user = null;
          // Still a 401 for a disabled account: its session is over, and the client signs out on a second 401.
          throw unauthorized('session_expired', row?.status === 'disabled' ? accountMessages.accountDisabled : accountMessages.sessionExpired);
        }
        roles = { admin: row.admin, type: row.type };
        live.keep(id, sessionId, roles, generation);
      }
      request.user = { ...request.user, ...roles };
      request.log = request.log.child({ userId: request.user.id });
    };

    const requireAdmin: Guard = async (request) => {
      await requireUser(request);
      if (!request.user?.admin) throw new AppError('admin_required', accountMessages.adminRequired);
    };

    const requireEmployee: Guard = async (request) => {
      await requireUser(request);
      if (!request.user?.admin && request.user?.type !== 'employee') throw new AppError('employee_required', accountMessages.employeeRequired);
    };

    const requireAdminOrLocal: Guard = async (request) => {
      if (config.localServer && isLoopback(request.socket.remoteAddress)) return;
      const admin = request.user ? await requireAdmin(request).then(() => true, () => false) : false;
      if (!admin) throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`);
    };

    // Roles of a route (ADR 050): checked here, once, for every route that names them; "not yours" is 404.
    const requireLocationStaff: Guard = async (request) => {
      await requireUser(request);
      const { locationId } = (request.params ?? {}) as { locationId?: unknown };
      if (typeof locationId !== 'string') throw new AppError('not_found', shopMessages.locationNotFound);
      request.staffLocation = await staffLocation(db, { userId: request.user!.id, locationId });
    };

    // The partner roles (ADR 057): the header read one way, the partner kept in the request.
    const requirePartnerAdmin: Guard = async (request) => {
      await requireUser(request);
      const partnerId = partnerHeader(request);
      if (!(await administersPartner(db, { userId: request.user!.id, partnerId }))) throw new AppError('not_found', membershipMessages.partnerNotFound);
      request.partnerId = partnerId;
    };
    // The brand's own partner exists on every server and is everyone's (ADR 057): it takes no query.
    const brandPartnerId = app.brandPartnerId;
    const requirePartner: Guard = async (request) => {
      const partnerId = partnerHeader(request);
      if (partnerId !== brandPartnerId && !(await partnerExists(db, partnerId))) throw new AppError('not_found', membershipMessages.partnerNotFound);
      request.partnerId = partnerId;
    };
    const requirePartnerMember: Guard = async (request) => {
      await requireUser(request);
      const partnerId = partnerHeader(request);
      if (partnerId !== brandPartnerId && !(await actsForPartner(db, { userId: request.user!.id, partnerId, brandSlug: config.brandSlug }))) {
        throw new AppError('not_found', membershipMessages.partnerNotFound);
      }
      request.partnerId = partnerId;
    };

    const liveSessions = async (sessions: readonly SessionRef[]): Promise<Set<string>> => {
      if (sessions.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: refreshTokens.userId, sessionId: refreshTokens.familyId })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            anyOf(refreshTokens.familyId, [...new Set(sessions.map((session) => session.sessionId))]),
            isNull(refreshTokens.revokedAt),
            ne(users.status, 'disabled'),
          ),
        );
      return new Set(rows.map(sessionKey));
    };

    app.decorate('requireUser', requireUser);
    app.decorate('liveSessions', liveSessions);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireEmployee', requireEmployee);
    app.decorate('requireAdminOrLocal', requireAdminOrLocal);
    app.decorate('requireLocationStaff', requireLocationStaff);
    app.decorate('requirePartnerAdmin', requirePartnerAdmin);
    app.decorate('requirePartner', requirePartner);
    app.decorate('requirePartnerMember', requirePartnerMember);
  },
  { name: 'auth', dependencies: ['events'] },
);
