import type { CreditTransactionKind } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import { creditTransactions } from '../../db/schema/index.ts';

export interface RewardTotals {
  balanceCents: number;
  earnedCents: number;
  /** Positive: what was spent or expired. */
  usedCents: number;
}

/** Balance = sum of the ledger; earned = sum of credits; used = sum of debits (ARCHITECTURE §5). */
export async function rewardTotals(db: Db | Tx, userId: string): Promise<RewardTotals> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${creditTransactions.amountCents}), 0)`,
      earned: sql<string>`coalesce(sum(${creditTransactions.amountCents}) filter (where ${creditTransactions.amountCents} > 0), 0)`,
      used: sql<string>`coalesce(-sum(${creditTransactions.amountCents}) filter (where ${creditTransactions.amountCents} < 0), 0)`,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return { balanceCents: Number(row?.balance ?? 0), earnedCents: Number(row?.earned ?? 0), usedCents: Number(row?.used ?? 0) };
}

export interface LedgerEntry {
  userId: string;
  /** Signed cents: positive when earned, negative when used or expired. */
  amountCents: number;
  kind: CreditTransactionKind;
  reason: string;
  reference?: string | null;
}

/** What records a ledger row's `account.changed` (the profile shows the totals; ADR 067). */
export type LedgerEvents = Pick<DomainEvents, 'emit'>;

export async function recordCreditTransaction(tx: Db | Tx, events: LedgerEvents, entry: LedgerEntry) {
  const [row] = await tx.insert(creditTransactions).values(entry).returning();
  await events.emit(tx, { type: 'account.changed', userId: entry.userId });
  return row!;
}
