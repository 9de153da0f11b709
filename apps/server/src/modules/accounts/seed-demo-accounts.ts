import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditTransactions, promoCodes, users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users.ts';

/** Sign in as these on a demo server (README). */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@pitstop.test', password: 'pitstop-demo', firstName: 'Dana', lastName: 'Demo', promoSlug: 'dana-demo' },
  admin: { email: 'admin@pitstop.test', password: 'pitstop-admin', firstName: 'Avery', lastName: 'Admin', promoSlug: 'avery-admin' },
} as const;
export const DEMO_PROMO_CODE = { code: 'WELCOME10', rewardCents: 1000 } as const;
const DEMO_WELCOME_CREDIT_CENTS = 2500;

/**
 * Demo accounts and a promo code; idempotent (an existing account is left as it is, so a changed demo
 * password survives a restart).
 */
export async function seedDemoAccounts(db: Db) {
  await db.insert(promoCodes).values(DEMO_PROMO_CODE).onConflictDoNothing({ target: promoCodes.code });
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          status: 'active',
          confirmedAt: sql`now()`,
          admin: role === 'admin',
          promoSlug: account.promoSlug,
          acquisitionSource: 'seed',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user && role === 'member') {
        await tx.insert(creditTransactions).values({
          userId: user.id,
          amountCents: DEMO_WELCOME_CREDIT_CENTS,
          kind: 'earned',
          reason: 'Welcome credit',
          reference: 'seed:demo',
        });
      }
    });
  }
}
