import { formatCents, type PaymentsQuery, type SubscriptionPayment } from '@pitstop/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import { subscriptionPayments } from '../../db/schema/index.ts';
import { getMyDetailedSubscription } from './list-my-subscriptions.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** GET my-subscriptions/{id}/payments: the caller's subscription's payments by date (newest first by default). */
export async function listSubscriptionPayments(
  deps: Pick<MembershipDeps, 'db' | 'clock'>,
  input: { userId: string; id: string; page: PaymentsQuery },
): Promise<{ items: SubscriptionPayment[]; count?: number }> {
  await getMyDetailedSubscription(deps, input); // 404 when not theirs
  const { skip, take, total, order } = input.page;
  const by = order === 'asc' ? asc : desc;
  const rows = await deps.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, input.id))
    .orderBy(by(subscriptionPayments.createdAt), by(subscriptionPayments.id))
    .offset(skip)
    .limit(take);
  const items = rows.map((row) => ({
    id: row.id,
    amount: row.amountCents,
    formattedAmount: formatCents(row.amountCents),
    status: row.status,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  }));
  if (!total) return { items };
  const [counted] = await deps.db.select({ n: count() }).from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, input.id));
  return { items, count: counted?.n ?? 0 };
}
