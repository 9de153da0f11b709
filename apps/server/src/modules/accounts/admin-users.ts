import { type AdminUser, type AdminUserDetail, accountMessages, adminUserMessages } from '@pitstop/contracts';
import { and, count, desc, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, messageThreads, ownedVehicles, serviceRequestServices, serviceRequests, services, shopLocations, userFullName, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { cappedCount } from '../../lib/capped-count.ts';
import { containsPattern, partPattern, startsPattern, TRIGRAM_LENGTH } from '../search/index.ts';
import { auditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { queueConfirmationCode } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { disableAccount } from './sessions.ts';
import { accountStatus, type UserRow } from './users.ts';
import { anyOf } from '../../db/any-of.ts';

/** How many of a customer's latest requests and bookings the consoles show (the counts say how many in all). */
const LATEST = 10;

const adminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  status: row.status,
  confirmed: row.confirmedAt !== null,
  admin: row.admin,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What the consoles' user search matches: `q` in the email, the full name (so the first or the last), or the phone's
 * digits (three or more). Each condition is on the expression of a trigram index of `users` (ADR 084). Words of one
 * or two characters have no trigram: they match the start of the email or of a name ("jo" finds joe@…, John
 * Smith and Ana Jones, not Majora), which the same indexes serve.
 */
export function userSearchCondition(q: string): SQL | undefined {
  const name = userFullName(users);
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(users.email, partPattern(q)),
    ilike(name, partPattern(q)),
    q.length < TRIGRAM_LENGTH ? ilike(name, `% ${startsPattern(q)}`) : undefined,
    digits.length >= TRIGRAM_LENGTH ? like(users.phoneNumber, containsPattern(digits)) : undefined,
  );
}

/** GET /v3/admin/users: the accounts `q` finds (`userSearchCondition`), newest first; the count capped (ADR 084). */
export async function searchUsers(deps: Pick<AccountsDeps, 'db'>, input: { q?: string; page: number; perPage: number; all: boolean; countCap?: number }) {
  const q = input.q?.trim();
  const where = q ? userSearchCondition(q) : undefined;
  const query = deps.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  if (input.all) {
    const rows = await query;
    return { users: rows.map(adminUser), count: rows.length, countCapped: false };
  }
  const [rows, total] = await Promise.all([
    query.limit(input.perPage).offset((input.page - 1) * input.perPage),
    cappedCount(deps.db, deps.db.select({ one: sql`1` }).from(users).where(where).$dynamic(), { ...input, cap: input.countCap }),
  ]);
  return { users: rows.map(adminUser), count: total.count, countCapped: total.capped };
}

async function userRow(db: Db | Tx, userId: string, { lock = false } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', adminUserMessages.userNotFound);
  return row;
}

/** GET /v3/admin/users/:userId: the account with its vehicles, latest requests and bookings, counts and support thread. */
export async function adminUserDetail(db: Db | Tx, userId: string): Promise<AdminUserDetail> {
  const row = await userRow(db, userId);
  const [vehicles, requests, bookings, [requestCount], [bookingCount], [thread]] = await Promise.all([
    db.select().from(ownedVehicles).where(eq(ownedVehicles.userId, userId)).orderBy(desc(ownedVehicles.createdAt)),
    db.select().from(serviceRequests).where(eq(serviceRequests.userId, userId)).orderBy(desc(serviceRequests.createdAt)).limit(LATEST),
    db
      .select({ row: appointments, shopName: shopLocations.name })
      .from(appointments)
      .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
      .where(eq(appointments.userId, userId))
      .orderBy(desc(appointments.startsAt))
      .limit(LATEST),
    db.select({ count: count() }).from(serviceRequests).where(eq(serviceRequests.userId, userId)),
    db.select({ count: count() }).from(appointments).where(eq(appointments.userId, userId)),
    db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.customerId, userId), eq(messageThreads.referenceType, 'support'), isNull(messageThreads.locationId))),
  ]);
  const requestIds = requests.map((request) => request.id);
  const serviceNames = requestIds.length
    ? await db
        .select({ requestId: serviceRequestServices.serviceRequestId, name: services.name })
        .from(serviceRequestServices)
        .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
        .where(anyOf(serviceRequestServices.serviceRequestId, requestIds))
        .orderBy(serviceRequestServices.position)
    : [];
  return {
    ...adminUser(row),
    vehicles: vehicles.map((vehicle) => ({ id: vehicle.id, name: [vehicle.year, vehicle.make, vehicle.model, vehicle.subModel].filter(Boolean).join(' ') })),
    serviceRequests: requests.map((request) => ({
      id: request.id,
      status: request.status,
      services: serviceNames.filter((service) => service.requestId === request.id).map((service) => service.name),
      createdAt: request.createdAt.toISOString(),
    })),
    bookings: bookings.map(({ row: booking, shopName }) => ({
      id: booking.id,
      serviceRequestId: booking.serviceRequestId,
      offerId: booking.offerId,
      shopName,
      status: booking.status,
      startsAt: booking.startsAt.toISOString(),
    })),
    counts: { vehicles: vehicles.length, serviceRequests: requestCount?.count ?? 0, bookings: bookingCount?.count ?? 0 },
    supportThreadId: thread?.id ?? null,
  };
}

/**
 * POST /v3/admin/users/:userId/disable and /enable: the account's status changes with its audit entry in one
 * transaction; disabling ends its sessions on every node at the commit (sessions.changed, ADR 052). An admin may not
 * disable their own account.
 */
export async function setUserDisabled(
  deps: Pick<AccountsDeps, 'db' | 'clock' | 'events'>,
  input: { actor: AuthUser; userId: string; disabled: boolean; reason: string },
): Promise<AdminUserDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await userRow(tx, input.userId, { lock: true });
    if (input.disabled) {
      if (row.id === input.actor.id) throw new AppError('conflict', adminUserMessages.notYourself);
      if (row.status === 'disabled') throw new AppError('conflict', adminUserMessages.alreadyDisabled);
      await disableAccount(tx, deps.events, row.id);
    } else {
      if (row.status !== 'disabled') throw new AppError('conflict', adminUserMessages.notDisabled);
      const status = accountStatus({ ...row, status: 'active' });
      await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, row.id));
      await deps.events.emit(tx, { type: 'account.changed', userId: row.id });
    }
    await recordAudit(tx, {
      ...auditActor(input.actor),
      action: input.disabled ? 'user.disable' : 'user.enable',
      subjectType: 'user',
      subjectId: row.id,
      reason: input.reason,
      detail: { from: row.status, to: input.disabled ? 'disabled' : accountStatus({ ...row, status: 'active' }) },
      at: deps.clock.now(),
    });
    return adminUserDetail(tx, row.id);
  });
}

/** POST /v3/admin/users/:userId/confirmation_code: a new code to the account's email, within its mail budget; audited. */
export async function resendUserConfirmation(deps: AccountsDeps, input: { actor: AuthUser; userId: string }): Promise<{ message: string }> {
  const messageId = await deps.db.transaction(async (tx) => {
    const row = await userRow(tx, input.userId);
    if (row.confirmedAt) throw new AppError('already_confirmed', accountMessages.alreadyConfirmed);
    const id = await queueConfirmationCode(tx, deps, row, { freshAttempts: true });
    await recordAudit(tx, { ...auditActor(input.actor), action: 'user.resend_confirmation', subjectType: 'user', subjectId: row.id, at: deps.clock.now() });
    return id;
  });
  await deps.outbox.deliver([messageId]);
  return { message: accountMessages.codeSent };
}
