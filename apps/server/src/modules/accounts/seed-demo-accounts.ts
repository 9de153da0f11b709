import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditTransactions, promoCodes, users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users.ts';

/** Sign in as these on a demo server (README). */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@pitstop.test', password: 'pitstop-demo', firstName: 'Dana', lastName: 'Demo', promoSlug: 'dana-demo' },
  admin: { email: 'admin@pitstop.test', password: 'pitstop-admin', firstName: 'Avery', lastName: 'Admin', promoSlug: 'avery-admin' },
  /** An employee: the staff console, /staff (docs/product/operations.md). */
  staff: { email: 'staff@pitstop.test', password: 'pitstop-staff', firstName: 'Sasha', lastName: 'Staff', promoSlug: 'sasha-staff' },
} as const;
/** A welcome code: new members only (README: "gives a new member $10"; ADR 022). */
export const DEMO_PROMO_CODE = { code: 'WELCOME10', rewardCents: 1000, newMembersOnly: true } as const;
const DEMO_WELCOME_CREDIT_CENTS = 2500;

/** The demo accounts are established members: joined this long ago, so welcome codes are not theirs. */
const DEMO_MEMBER_SINCE = sql`now() - interval '1 year'`;

/**
 * Demo accounts and a promo code; idempotent (an existing account is left as it is, so a changed demo
 * password survives a restart — only its join date is moved back when a seed before ADR 022 made it recent).
 */
export async function seedDemoAccounts(db: Db) {
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODE)
    .onConflictDoUpdate({ target: promoCodes.code, set: { newMembersOnly: DEMO_PROMO_CODE.newMembersOnly } });
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    const existing = await findUserByEmail(db, account.email);
    if (existing) {
      if (existing.acquisitionSource === 'seed') {
        await db.update(users).set({ createdAt: sql`least(${users.createdAt}, ${DEMO_MEMBER_SINCE})` }).where(eq(users.id, existing.id));
      }
      continue;
    }
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
          type: role === 'staff' ? 'employee' : 'other',
          promoSlug: account.promoSlug,
          acquisitionSource: 'seed',
          createdAt: DEMO_MEMBER_SINCE,
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
