import { membershipMessages } from '@pitstop/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { partnerAdmins, partners, programPlans, programs, subscriptions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { isUuid } from '../lib/uuid.ts';

export const PARTNER_HEADER = 'x-partner-id';

/**
 * The `X-Partner-Id` header of a partner role's call, read one way for all three roles (ADR 057): missing is 400,
 * malformed 404 (no partner has that id). The guard then checks the partner and keeps it as `request.partnerId`.
 */
export function partnerHeader(request: FastifyRequest): string {
  const header = request.headers[PARTNER_HEADER];
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (!value) throw new AppError('bad_request', membershipMessages.partnerHeaderMissing, { parameter: PARTNER_HEADER });
  if (!isUuid(value)) throw new AppError('not_found', membershipMessages.partnerNotFound);
  return value;
}

/** Whether the partner exists (the `partner` role). */
export async function partnerExists(db: Db, partnerId: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row !== undefined;
}

/**
 * The partners a user belongs to, as a condition on `partners` (the `partner-member` role and `my-partners`, ADR 057):
 * the brand's own partner (slug `brandSlug`), the partner of the program the user signed up through
 * (users.partner_name) or holds a subscription in, and the partners the user administers.
 */
export function partnersOfUser({ userId, brandSlug }: { userId: string; brandSlug: string }): SQL {
  const signedUpThrough = sql`select 1 from ${programs} join ${users} on ${users.partnerName} = ${programs.name} where ${users.id} = ${userId} and ${programs.partnerId} = ${partners.id}`;
  const subscribed = sql`select 1 from ${subscriptions} join ${programPlans} on ${programPlans.id} = ${subscriptions.programPlanId} join ${programs} on ${programs.id} = ${programPlans.programId} where ${subscriptions.userId} = ${userId} and ${programs.partnerId} = ${partners.id}`;
  const administers = sql`select 1 from ${partnerAdmins} where ${partnerAdmins.userId} = ${userId} and ${partnerAdmins.partnerId} = ${partners.id}`;
  return or(eq(partners.slug, brandSlug), sql`exists (${signedUpThrough})`, sql`exists (${subscribed})`, sql`exists (${administers})`)!;
}

/** Whether the user may call for the partner (the `partner-member` role): one of partnersOfUser. */
export async function actsForPartner(db: Db, input: { userId: string; partnerId: string; brandSlug: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, input.partnerId), partnersOfUser(input)))
    .limit(1);
  return row !== undefined;
}
