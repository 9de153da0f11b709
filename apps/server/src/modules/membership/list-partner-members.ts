import { membershipMessages, type PartnerMember, type PartnerMembersPage, type PartnerPlanCount } from '@pitstop/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { partners, programPlans, programs, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { PARTNER_COLUMNS } from './list-my-partners.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { isCurrent } from './subscription-status.ts';

/**
 * GET my-partners/admin/{partnerId}/members (ADR 060): the partner-admin dashboard. A member is one person in one of
 * the partner's plans, read from their newest subscription in that plan; nothing of another partner's programs is read.
 * The route's `partner-admin` role has checked that the caller administers the header's partner; the path must name
 * the same one (404 otherwise, as an unknown partner). `page` absent: every member (the CSV export).
 */
export async function listPartnerMembers(
  deps: Pick<MembershipDeps, 'db'>,
  input: { partnerId: string; headerPartnerId: string; page?: { skip: number; take: number } },
): Promise<PartnerMembersPage> {
  if (input.partnerId.toLowerCase() !== input.headerPartnerId) throw new AppError('not_found', membershipMessages.partnerNotFound);
  const [partner] = await deps.db.select(PARTNER_COLUMNS).from(partners).where(eq(partners.id, input.headerPartnerId));
  if (!partner) throw new AppError('not_found', membershipMessages.partnerNotFound);

  const newest = deps.db
    .selectDistinctOn([subscriptions.userId, subscriptions.programPlanId], {
      subscriptionId: sql<string>`${subscriptions.id}`.as('subscription_id'),
      programPlanId: sql<string>`${subscriptions.programPlanId}`.as('member_plan_id'),
      firstName: users.firstName,
      lastName: users.lastName,
      programTitle: programs.title,
      planName: sql<string>`${programPlans.name}`.as('plan_name'),
      status: subscriptions.status,
      canceledAt: subscriptions.canceledAt,
      since: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(programs.partnerId, partner.id))
    .orderBy(subscriptions.userId, subscriptions.programPlanId, desc(subscriptions.createdAt), desc(subscriptions.id))
    .as('newest');

  const listed = deps.db.select().from(newest).orderBy(desc(newest.since), asc(newest.subscriptionId));
  const rows = input.page ? await listed.limit(input.page.take).offset(input.page.skip) : await listed;
  const members: PartnerMember[] = rows.map((row) => ({
    subscriptionId: row.subscriptionId,
    name: [row.firstName, row.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' '),
    programTitle: row.programTitle,
    planName: row.planName,
    status: row.status,
    current: isCurrent(row),
    since: row.since.toISOString(),
  }));

  // Counted by plan, status and whether cancelled, so that "current" is decided by isCurrent alone (ADR 057).
  const tallies = await deps.db
    .select({ programPlanId: newest.programPlanId, status: newest.status, open: sql<boolean>`${newest.canceledAt} is null`, n: count() })
    .from(newest)
    .groupBy(newest.programPlanId, newest.status, sql`${newest.canceledAt} is null`);
  const plans = await deps.db
    .select({
      programId: programs.id,
      programName: programs.name,
      programTitle: programs.title,
      programPlanId: programPlans.id,
      planName: programPlans.name,
    })
    .from(programPlans)
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(eq(programs.partnerId, partner.id))
    .orderBy(asc(programs.name), asc(programPlans.name));
  const counted: PartnerPlanCount[] = plans.map((plan) => {
    const mine = tallies.filter((tally) => tally.programPlanId === plan.programPlanId);
    return {
      ...plan,
      members: mine.reduce((sum, tally) => sum + tally.n, 0),
      currentMembers: mine
        .filter((tally) => isCurrent({ status: tally.status, canceledAt: tally.open ? null : 'cancelled' }))
        .reduce((sum, tally) => sum + tally.n, 0),
    };
  });
  const total = counted.reduce((sum, plan) => sum + plan.members, 0);
  return { partner, plans: counted, members, count: total };
}

