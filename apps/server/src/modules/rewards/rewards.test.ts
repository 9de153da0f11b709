import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditTransactions, users } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createPromoCode, createUser, outboxFor } from '../../../test/factories.ts';

describe('rewards: promo codes, invites, ledger', async () => {
  const { app, database } = await build();
  const db = database.db;
  const promo = (promoCode: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v3/users/promo', payload: { promo_code: promoCode }, headers });
  const profile = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers })).json().data.attributes;
  const detail = (response: { json(): { errors: { detail: string }[] } }) => response.json().errors[0]?.detail;
  const codeAt = (response: { json(): { errors: { code: string; source?: { pointer?: string } }[] } }) => {
    const [error] = response.json().errors;
    return `${error?.code} ${error?.source?.pointer}`;
  };

  describe('POST /users/promo', () => {
    it('credits a promo code once, whatever its case', async () => {
      await createPromoCode(app, { code: 'SPRING10', rewardCents: 1000 });
      const alex = await createUser(app, { confirmed: true });
      const response = await promo('spring10', alex.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { id: alex.user.id, attributes: { rewards: 10, earned_rewards: 10, used_rewards: 0 } },
        meta: { reward_cents: 1000, message: 'Promo code SPRING10 applied: $10.00 added to your rewards.' },
      });
      const rows = await db.select().from(creditTransactions).where(eq(creditTransactions.userId, alex.user.id));
      expect(rows).toEqual([expect.objectContaining({ amountCents: 1000, kind: 'earned', reference: 'promo:SPRING10' })]);

      const again = await promo('SPRING10', alex.headers);
      expect(again.statusCode).toBe(409);
      expect(detail(again)).toBe('You have already used this promo code.');
      expect(codeAt(again)).toBe('promo_code_unavailable /promo_code');
      expect((await profile(alex.headers)).rewards).toBe(10);
    });

    it('shows new rewards in the kept profile at once, for both sides of an invite (ADR 067)', async () => {
      await createPromoCode(app, { code: 'KEPT5', rewardCents: 500 });
      const riley = await createUser(app, { firstName: 'Riley', promoSlug: 'riley-kept01', confirmed: true });
      const quinn = await createUser(app, { confirmed: true });
      // Read (and kept) before each change.
      expect((await profile(riley.headers)).rewards).toBe(0);
      expect((await profile(quinn.headers)).rewards).toBe(0);
      expect((await promo('KEPT5', quinn.headers)).statusCode).toBe(200);
      expect((await profile(quinn.headers)).rewards).toBe(5);
      expect((await promo('riley-kept01', quinn.headers)).statusCode).toBe(200);
      expect((await profile(quinn.headers)).rewards).toBe(15);
      // The inviter's kept profile drops too: the ledger row names them.
      expect((await profile(riley.headers)).rewards).toBe(10);
    });

    it('refuses unknown, inactive, expired and used-up codes', async () => {
      await createPromoCode(app, { code: 'OFF', active: false });
      await createPromoCode(app, { code: 'OLD', expiresAt: new Date(Date.now() - 1000) });
      await createPromoCode(app, { code: 'ONLYONE', maxRedemptions: 1 });
      const alex = await createUser(app, { confirmed: true });
      const sam = await createUser(app, { confirmed: true });
      expect(detail(await promo('NOPE', alex.headers))).toBe('Promo code is invalid.');
      expect(detail(await promo('OFF', alex.headers))).toBe('Promo code is invalid.');
      expect(detail(await promo('OLD', alex.headers))).toBe('This promo code has expired.');
      expect((await promo('ONLYONE', alex.headers)).statusCode).toBe(200);
      const usedUp = await promo('ONLYONE', sam.headers);
      expect(usedUp.statusCode).toBe(422);
      expect(detail(usedUp)).toBe('This promo code is no longer available.');
      expect(codeAt(usedUp)).toBe('promo_code_invalid /promo_code');
      expect(codeAt(await promo('NOPE', alex.headers))).toBe('promo_code_invalid /promo_code');
      expect(detail(await promo('  ', alex.headers))).toBe('Promo code is required.');
    });

    it("credits both sides of an invite, once per invitee, never one's own", async () => {
      const jordan = await createUser(app, { firstName: 'Jordan', promoSlug: 'jordan-inv001', confirmed: true });
      const casey = await createUser(app, { firstName: 'Casey', promoSlug: 'casey-inv002', confirmed: true });
      const kim = await createUser(app, { firstName: 'Kim', confirmed: true });

      const accepted = await promo('jordan-inv001', kim.headers);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().meta.message).toBe('Invite accepted: $10.00 added to your rewards.');
      expect((await profile(kim.headers)).rewards).toBe(10);
      expect((await profile(jordan.headers)).rewards).toBe(10);
      const jordanRows = await db.select().from(creditTransactions).where(eq(creditTransactions.userId, jordan.user.id));
      expect(jordanRows[0]?.reason).toBe('Kim accepted your invite');

      const second = await promo('casey-inv002', kim.headers);
      expect(second.statusCode).toBe(409);
      expect(detail(second)).toBe('You have already accepted an invite.');
      expect(codeAt(second)).toBe('promo_code_unavailable /promo_code');
      expect((await profile(casey.headers)).rewards).toBe(0);

      expect(detail(await promo('jordan-inv001', jordan.headers))).toBe('You cannot use your own invite code.');
    });

    it('needs a signed-in user', async () => {
      expect((await promo('SPRING10')).statusCode).toBe(401);
    });
  });

  describe('rewards only for confirmed accounts (docs/product/rewards.md; ADR 022)', () => {
    /** A partial account from an email alone, as the probe made them: signed in, unconfirmed. */
    async function throwaway(email: string) {
      const response = await app.inject({ method: 'PUT', url: '/api/v3/users/email_verification', payload: { email } });
      expect(response.statusCode).toBe(201);
      return { authorization: `Bearer ${response.json().meta.access_token}` };
    }

    it('three throwaway accounts give an inviter nothing, and get nothing themselves', async () => {
      const inviter = await createUser(app, { firstName: 'Pat', promoSlug: 'pat-thr001', confirmed: true });
      await createPromoCode(app, { code: 'THROWAWAY10', rewardCents: 1000 });
      for (const n of [1, 2, 3]) {
        const headers = await throwaway(`throwaway-${n}@example.com`);
        const invite = await promo('pat-thr001', headers);
        expect(invite.statusCode).toBe(200);
        expect(invite.json().meta.message).toBe('Invite accepted: $10.00 will be added to your rewards when you confirm your email address.');
        expect(invite.json().data.attributes.rewards).toBe(0);
        const code = await promo('THROWAWAY10', headers);
        expect(code.json().meta.message).toBe(
          'Promo code THROWAWAY10 accepted: $10.00 will be added to your rewards when you confirm your email address.',
        );
        expect((await profile(headers)).rewards).toBe(0);
      }
      expect((await profile(inviter.headers)).rewards).toBe(0);
      expect(await db.select().from(creditTransactions).where(eq(creditTransactions.userId, inviter.user.id))).toEqual([]);
    });

    it('pays the invite to both sides, and the code, once, when the invitee confirms', async () => {
      const inviter = await createUser(app, { firstName: 'Lee', promoSlug: 'lee-conf01', confirmed: true });
      await createPromoCode(app, { code: 'CONFIRM5', rewardCents: 500 });
      const headers = await throwaway('confirms@example.com');
      await promo('lee-conf01', headers);
      await promo('CONFIRM5', headers);
      const [mail] = await outboxFor(app, 'confirms@example.com', 'confirmation-code');
      const confirmed = await app.inject({ method: 'PUT', url: '/api/v3/users/confirm_email', payload: { code: mail!.code }, headers });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.attributes).toMatchObject({ confirmed: true, rewards: 15 });
      expect((await profile(inviter.headers)).rewards).toBe(10);
      // Once: a later email change and confirmation pays nothing again.
      expect((await promo('CONFIRM5', headers)).statusCode).toBe(409);
      expect((await profile(headers)).rewards).toBe(15);
    });

    it('lets no waiting redemption use up a limited code: it counts what it paid', async () => {
      await createPromoCode(app, { code: 'LASTONE', maxRedemptions: 1 });
      const waiting = await throwaway('waits-for-lastone@example.com');
      expect((await promo('LASTONE', waiting)).statusCode).toBe(200);
      const confirmed = await createUser(app, { confirmed: true });
      expect((await promo('LASTONE', confirmed.headers)).statusCode).toBe(200);
      expect((await profile(confirmed.headers)).rewards).toBe(10);
      // The waiting one confirms after the last one was paid: nothing is paid past the limit.
      const [mail] = await outboxFor(app, 'waits-for-lastone@example.com', 'confirmation-code');
      const done = await app.inject({ method: 'PUT', url: '/api/v3/users/confirm_email', payload: { code: mail!.code }, headers: waiting });
      expect(done.json().data.attributes).toMatchObject({ confirmed: true, rewards: 0 });
    });

    it("refuses an unconfirmed account's invite code, and its invite page is not found", async () => {
      await createUser(app, { firstName: 'Sly', promoSlug: 'sly-unconf1' });
      const kim = await createUser(app, { confirmed: true });
      const response = await promo('sly-unconf1', kim.headers);
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toBe('Promo code is invalid.');
      expect((await app.inject({ method: 'GET', url: '/api/v3/invites/sly-unconf1' })).statusCode).toBe(404);
    });

    it('keeps a welcome code for new members: an account older than 30 days is refused', async () => {
      await createPromoCode(app, { code: 'HELLO10', rewardCents: 1000, newMembersOnly: true });
      const established = await createUser(app, { confirmed: true });
      await db.update(users).set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(users.id, established.user.id));
      const refused = await promo('HELLO10', established.headers);
      expect(refused.statusCode).toBe(422);
      expect(detail(refused)).toBe('This promo code is for new members.');
      const newcomer = await createUser(app, { confirmed: true });
      expect((await promo('HELLO10', newcomer.headers)).statusCode).toBe(200);
      expect((await profile(newcomer.headers)).rewards).toBe(10);
    });
  });

  describe('GET /users/credit_transactions', () => {
    it("lists the user's own ledger newest first, paged, with the total count", async () => {
      const alex = await createUser(app, { rewardsCents: 500 });
      await createUser(app, { rewardsCents: 9900 });
      await db.insert(creditTransactions).values([
        { userId: alex.user.id, amountCents: 1200, kind: 'earned', reason: 'Invite', createdAt: new Date(Date.now() + 1000) },
        { userId: alex.user.id, amountCents: -700, kind: 'used', reason: 'Brake repair', reference: 'offer:1', createdAt: new Date(Date.now() + 2000) },
      ]);
      const page = await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions?per_page=2&page=1', headers: alex.headers });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.meta.count).toBe(3);
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toMatchObject({
        type: 'credit_transactions',
        attributes: { amount_cents: -700, amount: -7, kind: 'used', reason: 'Brake repair', reference: 'offer:1' },
      });
      const rest = await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions?per_page=2&page=2', headers: alex.headers });
      expect(rest.json().data.map((d: { attributes: { amount_cents: number } }) => d.attributes.amount_cents)).toEqual([500]);
      const all = await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions?all=true', headers: alex.headers });
      expect(all.json().data).toHaveLength(3);

      expect(await profile(alex.headers)).toMatchObject({ rewards: 10, earned_rewards: 17, used_rewards: 7 });
    });

    it('needs a signed-in user and a sensible page', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions' })).statusCode).toBe(401);
      const alex = await createUser(app);
      const response = await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions?per_page=0', headers: alex.headers });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ source: { parameter: 'per_page' } });
    });
  });

  describe('GET /invites/{promoSlug}', () => {
    it("answers the inviter's first name and the reward", async () => {
      await createUser(app, { firstName: 'Robin', promoSlug: 'robin-xyz789', confirmed: true });
      const response = await app.inject({ method: 'GET', url: '/api/v3/invites/Robin-XYZ789' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: 'robin-xyz789',
          type: 'invites',
          attributes: { promo_slug: 'robin-xyz789', inviter_first_name: 'Robin', reward_cents: 1000, reward: 10 },
        },
      });
    });

    it('answers 404 for an unknown slug', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v3/invites/nobody-000000' });
      expect(response.statusCode).toBe(404);
      expect(detail(response)).toBe('This invite link is not valid.');
    });
  });
});
