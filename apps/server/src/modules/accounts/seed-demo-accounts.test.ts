import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
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

    const promo = await app.inject({
      method: 'POST',
      url: '/api/v3/users/promo',
      headers: { authorization: `Bearer ${admin.json().meta.access_token}` },
      payload: { promo_code: DEMO_PROMO_CODE.code },
    });
    expect(promo.json().data.attributes.rewards).toBe(10);
    const again = await signIn('demo@pitstop.test', 'pitstop-demo');
    expect(again.json().data.attributes.rewards).toBe(25);
  });
});
