import { centsToDollars, type CreditTransaction } from '@pitstop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditTransactions } from '../../db/schema/index.ts';

export interface ListCreditTransactionsInput {
  userId: string;
  page: number;
  perPage: number;
  all: boolean;
}

/** The user's ledger, newest first, one page (or all) and the total count. */
export async function listCreditTransactions(
  deps: { db: Db },
  { userId, page, perPage, all }: ListCreditTransactionsInput,
): Promise<{ items: CreditTransaction[]; count: number }> {
  const where = eq(creditTransactions.userId, userId);
  const query = deps.db
    .select()
    .from(creditTransactions)
    .where(where)
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id));
  const [rows, [total]] = await Promise.all([
    all ? query : query.limit(perPage).offset((page - 1) * perPage),
    deps.db.select({ count: count() }).from(creditTransactions).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      amount: centsToDollars(row.amountCents),
      kind: row.kind,
      reason: row.reason,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.count ?? 0,
  };
}
