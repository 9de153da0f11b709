import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes, users } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { findUserByEmail } from './users.ts';
import { DEMO_ACCOUNTS, DEMO_PROMO_CODE, seedDemoAccounts } from './seed-demo-accounts.ts';

describe('demo accounts seed', async () => {
  const { app, database } = await build();

  it('creates the demo member, the admin and WELCOME10, and running it again changes nothing', async () => {
    await seedDemoAccounts(database.db);
    await seedDemoAccounts(database.db);
    const signIn = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password } });

    const member = await signIn('demo@pitstop.test', 'pitstop-demo');
    expect(member.statusCode).toBe(200);
    expect(member.json().data.attributes).toMatchObject({ confirmed: true, admin: false, rewards: 25, first_name: 'Dana' });
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(admin.json().data.attributes).toMatchObject({ admin: true, confirmed: true });

    const again = await signIn('demo@pitstop.test', 'pitstop-demo');
    expect(again.json().data.attributes.rewards).toBe(25);
  });

  it("keeps WELCOME10 for a new member, as the README says: the demo member (and admin) may not redeem it, a new one may", async () => {
    await seedDemoAccounts(database.db);
    const redeem = (accessToken: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/users/promo',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { promo_code: DEMO_PROMO_CODE.code },
      });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const signedIn = await app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email: account.email, password: account.password } });
      const refused = await redeem(signedIn.json().meta.access_token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({ code: 'promo_code_invalid', detail: 'This promo code is for new members.' });
    }
    const newcomer = await createUser(app, { confirmed: true });
    const welcomed = await redeem(newcomer.accessToken);
    expect(welcomed.statusCode).toBe(200);
    expect(welcomed.json().data.attributes.rewards).toBe(10);
    expect((await redeem(newcomer.accessToken)).statusCode).toBe(409);
  });

  it('moves a demo account seeded recently (before welcome codes were for new members) back to an established one', async () => {
    const member = await findUserByEmail(database.db, DEMO_ACCOUNTS.member.email);
    await database.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, member!.id));
    await database.db.update(promoCodes).set({ newMembersOnly: false }).where(eq(promoCodes.code, DEMO_PROMO_CODE.code));
    await seedDemoAccounts(database.db);
    const after = await findUserByEmail(database.db, DEMO_ACCOUNTS.member.email);
    expect(after!.createdAt.getTime()).toBeLessThan(Date.now() - 300 * 24 * 60 * 60 * 1000);
    const [code] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, DEMO_PROMO_CODE.code));
    expect(code?.newMembersOnly).toBe(true);
  });
});
