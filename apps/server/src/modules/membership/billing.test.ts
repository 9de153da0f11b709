import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { membershipLookups } from '../../../test/membership.ts';
import { createPartner, createUser, type CreatedUser } from '../../../test/factories.ts';
import { saveTestCard } from '../../../test/payments.ts';
import {
  outboxMessages,
  ownedVehicles,
  partialVehicles,
  roadsideEvents,
  subscriptionOptions,
  subscriptionPayments,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { addMonths } from './billing.ts';
import { seedDemoMembership } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const BASE = '/api/membership/v1';
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-12-01T10:00:00Z');

describe('membership billing (ADR 058)', async () => {
  const { app, database, config } = await build();
  const { db } = database;
  await seedDemoMembership(db, { slug: config.brandSlug, name: config.brandName });
  app.clock.set!(START);
  const { partnerId, planOf } = membershipLookups(db);
  const optionOf = async (name: string) => (await db.select().from(subscriptionOptions).where(eq(subscriptionOptions.name, name)))[0]!;
  const brandId = await partnerId(config.brandSlug);
  const lyftId = await partnerId('lyft');
  const northwindId = await partnerId('northwind-motor-club');
  const plusPlanId = await planOf('plus', 'standard');
  const northwindPlanId = await planOf('northwind', 'member');
  const sixMonths = await optionOf('plus-6-months');
  const yearly = await optionOf('plus-12-months');
  const northwindOption = (await db.select().from(subscriptionOptions).where(eq(subscriptionOptions.programPlanId, northwindPlanId)))[0]!;
  const stranger = await createPartner(app, { slug: 'billing-stranger' });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, caller: CreatedUser | null, payload?: object, partner: string = brandId) =>
    app.inject({ method, url: `${BASE}${path}`, headers: { ...(caller?.headers ?? {}), 'x-partner-id': partner }, ...(payload ? { payload } : {}) });
  const expectStatus = async (reply: Promise<{ statusCode: number; body: string; json: () => any }>, status: number) => {
    const answered = await reply;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json();
  };
  const member = async () => createUser(app, { confirmed: true });
  const subscribeBody = (paymentToken?: string, option = sixMonths) => ({ programPlanId: plusPlanId, subscriptionOptionId: option.id, ...(paymentToken ? { paymentToken } : {}) });
  const rowsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paymentsOf = (subscriptionId: string) => db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, subscriptionId));

  describe('subscribe', () => {
    it('charges the first period now on the saved card: active, a month-counted period, a succeeded payment', async () => {
      const alice = await member();
      const card = await saveTestCard(app, alice);
      const body = await expectStatus(call('POST', '/my-subscriptions/subscribe', alice, subscribeBody(card.paymentMethod)), 201);
      // The clock runs on from START: the period starts now and ends 6 calendar months later.
      expect(new Date(body.currentPeriodStart).getTime() - START.getTime()).toBeLessThan(60_000);
      expect(body.currentPeriodEnd).toBe(addMonths(new Date(body.currentPeriodStart), 6).toISOString());
      expect(body).toMatchObject({
        status: 'active',
        subscriptionOption: { id: sixMonths.id, formattedPrice: '$59.99' },
        paymentMethod: { paymentToken: card.paymentMethod, last4: '4242' },
        masterId: expect.stringMatching(/^sub_/),
        roadside: { eventsUsed: 0, eventsLeft: 3 },
      });
      const [payment] = await paymentsOf(body.id);
      expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5999, periodStart: new Date(body.currentPeriodStart), failureMessage: null });
      expect(payment!.gatewayRef).toMatch(/^pi_/);
      const history = await expectStatus(call('GET', `/my-subscriptions/${body.id}/payments?total=true`, alice), 200);
      expect(history).toEqual({ items: [expect.objectContaining({ amount: 5999, formattedAmount: '$59.99', status: 'succeeded', periodEnd: body.currentPeriodEnd })], count: 1 });
      // A second join while this one runs: 409 with the membership's title.
      const again = await expectStatus(call('POST', '/my-subscriptions/subscribe', alice, subscribeBody(card.paymentMethod, yearly)), 409);
      expect(again.message).toBe(`You are already a member: ${config.brandName} Plus. Renew or change it from your profile.`);
    });

    it('a declined card is 402 with the gateway’s words and leaves nothing behind', async () => {
      for (const number of ['4000000000000341', '4000000000009995']) {
        const bob = await member();
        const card = await saveTestCard(app, bob, { number });
        const refused = await expectStatus(call('POST', '/my-subscriptions/subscribe', bob, subscribeBody(card.paymentMethod)), 402);
        expect(refused.code).toBe('card_declined');
        expect(refused.message).toMatch(/declined|insufficient funds/i);
        expect(await rowsOf(bob.user.id)).toEqual([]);
      }
    });

    it('refuses bad inputs: no card 422, another’s card 404, an unknown plan 404, an option of another plan 404, another partner’s plan 404, a partner or customer not theirs 404', async () => {
      const carol = await member();
      const other = await member();
      const card = await saveTestCard(app, carol);
      const othersCard = await saveTestCard(app, other);
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, subscribeBody()), 422)).message).toBe('Choose a saved card or add one to join.');
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, subscribeBody(othersCard.paymentMethod)), 404)).message).toMatch(/could not find that card/);
      const unknownPlan = { ...subscribeBody(card.paymentMethod), programPlanId: '00000000-0000-4000-8000-000000000000' };
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, unknownPlan), 404)).message).toBe('We could not find that program and plan.');
      const foreignOption = { ...subscribeBody(card.paymentMethod), subscriptionOptionId: northwindOption.id };
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, foreignOption), 404)).message).toBe('We could not find that subscription option.');
      const foreignPlan = { programPlanId: northwindPlanId, subscriptionOptionId: northwindOption.id, paymentToken: card.paymentMethod };
      await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, foreignPlan), 404);
      await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, { ...subscribeBody(card.paymentMethod), partnerId: lyftId }), 404);
      await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, { ...subscribeBody(card.paymentMethod), customerId: 'cus_not_hers' }), 404);
      await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, subscribeBody(card.paymentMethod), stranger.id), 404);
      await expectStatus(call('POST', '/my-subscriptions/subscribe', null, subscribeBody(card.paymentMethod)), 401);
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, { ...subscribeBody(card.paymentMethod), zipCode: '99501' }), 422)).code).toBe('zipcode_out_of_market');
      expect(await rowsOf(carol.user.id)).toEqual([]);
      // Her own customer is accepted.
      await expectStatus(call('POST', '/my-subscriptions/subscribe', carol, { ...subscribeBody(card.paymentMethod), customerId: undefined }), 201);
    });

    it('two subscribes at once make one subscription and one charge; the other is 409', async () => {
      const dana = await member();
      const card = await saveTestCard(app, dana);
      const replies = await Promise.all([0, 1].map(() => call('POST', '/my-subscriptions/subscribe', dana, subscribeBody(card.paymentMethod))));
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const rows = await rowsOf(dana.user.id);
      expect(rows).toHaveLength(1);
      expect(await paymentsOf(rows[0]!.id)).toHaveLength(1);
    });

    it('enrols a Lyft driver in the sponsored plan by name, without a card; a plan with a price is 422', async () => {
      const driver = await member();
      await db.update(users).set({ partnerName: 'lyft' }).where(eq(users.id, driver.user.id));
      const body = await expectStatus(call('POST', '/my-subscriptions', driver, { programName: 'lyft', programPlanName: 'driver', sourceId: 'lyft-123' }, lyftId), 201);
      expect(body).toMatchObject({ status: 'active', programName: 'lyft', subscriptionOption: { amount: 0 }, paymentMethod: null });
      expect((await rowsOf(driver.user.id))[0]!.sourceId).toBe('lyft-123');
      expect(await paymentsOf(body.id)).toEqual([]);
      const priced = await member();
      expect((await expectStatus(call('POST', '/my-subscriptions', priced, { programName: 'plus', programPlanName: 'standard' }), 422)).message).toBe(
        'This plan has a price: choose an option and a card to join.',
      );
      await expectStatus(call('POST', '/my-subscriptions', priced, { programName: 'plus', programPlanName: 'nope' }), 404);
    });

    it('subscribes by program and plan in the path: the option named, or the plan’s only one; several and none named is 422', async () => {
      const erin = await member();
      const card = await saveTestCard(app, erin);
      expect((await expectStatus(call('POST', '/my-subscriptions/plus/standard', erin, { paymentToken: card.paymentMethod }), 422)).message).toBe('Choose an option.');
      const body = await expectStatus(call('POST', '/my-subscriptions/plus/standard', erin, { paymentToken: card.paymentMethod, subscriptionOptionId: yearly.id }), 201);
      expect(body).toMatchObject({ status: 'active', currentPeriodEnd: addMonths(new Date(body.currentPeriodStart), 12).toISOString() });
      await expectStatus(call('POST', '/my-subscriptions/northwind/member', erin, { paymentToken: card.paymentMethod }), 404);
    });
  });

  describe('cancel, renew, change card', () => {
    it('cancels to the period’s end (twice 409; another person’s 404), renews a cancelled one without a charge, refuses to renew an active one', async () => {
      const fay = await member();
      const other = await member();
      const card = await saveTestCard(app, fay);
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', fay, subscribeBody(card.paymentMethod)), 201);
      await expectStatus(call('DELETE', `/my-subscriptions/${joined.id}/cancel`, other), 404);
      const cancelled = await expectStatus(call('DELETE', `/my-subscriptions/${joined.id}/cancel`, fay), 200);
      expect(cancelled).toMatchObject({ status: 'canceled', currentPeriodEnd: joined.currentPeriodEnd });
      expect(cancelled.canceledAt).not.toBeNull();
      expect((await expectStatus(call('DELETE', `/my-subscriptions/${joined.id}/cancel`, fay), 409)).message).toBe('A subscription that is canceled cannot become canceled.');
      const renewed = await expectStatus(call('POST', '/my-subscriptions/subscribe', fay, { ...subscribeBody(), processorSubscriptionId: joined.masterId }), 201);
      expect(renewed).toMatchObject({ id: joined.id, status: 'active', canceledAt: null, currentPeriodEnd: joined.currentPeriodEnd });
      expect(await paymentsOf(joined.id)).toHaveLength(1);
      expect((await expectStatus(call('POST', '/my-subscriptions/subscribe', fay, { ...subscribeBody(), processorSubscriptionId: joined.masterId }), 409)).message).toBe(
        'Only a cancelled membership still running, or one whose payment failed, can be renewed.',
      );
      await expectStatus(call('POST', '/my-subscriptions/subscribe', other, { ...subscribeBody(), processorSubscriptionId: joined.masterId }), 404);
    });

    it('changes the card; payments and the card change of another person are 404', async () => {
      const gus = await member();
      const other = await member();
      const card = await saveTestCard(app, gus);
      const second = await saveTestCard(app, gus, { number: '5555555555554444' });
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', gus, subscribeBody(card.paymentMethod)), 201);
      const changed = await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, gus, { paymentMethodId: second.paymentMethod }), 200);
      expect(changed.paymentMethod.paymentToken).toBe(second.paymentMethod);
      await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, other, { paymentMethodId: second.paymentMethod }), 404);
      await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, gus, { paymentMethodId: 'pm_nope' }), 404);
      await expectStatus(call('GET', `/my-subscriptions/${joined.id}/payments`, other), 404);
      await expectStatus(call('GET', `/my-subscriptions/${joined.id}/payments?take=0`, gus), 422);
      const methods = await expectStatus(call('GET', '/my-subscriptions/payment-methods', gus), 200);
      expect(methods.map((m: any) => m.paymentToken).sort()).toEqual([card.paymentMethod, second.paymentMethod].sort());
      expect(await expectStatus(call('GET', '/my-subscriptions/payment-methods', other), 200)).toEqual([]);
    });
  });

  describe('the renewal job', () => {
    it('renews at the period’s end; a refused renewal is past due with the gateway’s words and an email; retried on days 1 and 3; expired on day 7', async () => {
      const hal = await member();
      const card = await saveTestCard(app, hal);
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', hal, subscribeBody(card.paymentMethod)), 201);
      const end = new Date(joined.currentPeriodEnd);
      await app.membership.renewSubscriptions(new Date(end.getTime() - 1000));
      let [row] = await rowsOf(hal.user.id);
      expect(row!.currentPeriodEnd).toEqual(end);
      await app.membership.renewSubscriptions(end);
      [row] = await rowsOf(hal.user.id);
      expect(row).toMatchObject({ status: 'active', currentPeriodStart: end, currentPeriodEnd: addMonths(end, 6) });
      // Running again (another node, the next run) charges nothing more.
      await app.membership.renewSubscriptions(end);
      expect((await paymentsOf(joined.id)).filter((p) => p.status === 'succeeded')).toHaveLength(2);

      // The card now declines: next period's renewal fails.
      const poor = await saveTestCard(app, hal, { number: '4000000000000341' });
      await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, hal, { paymentMethodId: poor.paymentMethod }), 200);
      const second = addMonths(end, 6);
      app.clock.set!(second);
      await app.membership.renewSubscriptions(second);
      [row] = await rowsOf(hal.user.id);
      expect(row!.status).toBe('past_due');
      const failed = (await paymentsOf(joined.id)).filter((p) => p.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.failureMessage).toMatch(/declined/);
      const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.to, hal.user.email));
      expect(mails.filter((m) => m.template === 'membership-payment-failed')).toHaveLength(1);
      // Not yet due again; then day 1 and day 3 retries (each once).
      await app.membership.renewSubscriptions(new Date(second.getTime() + 12 * 60 * 60 * 1000));
      await app.membership.renewSubscriptions(new Date(second.getTime() + DAY));
      await app.membership.renewSubscriptions(new Date(second.getTime() + DAY + 60_000));
      await app.membership.renewSubscriptions(new Date(second.getTime() + 3 * DAY));
      expect((await paymentsOf(joined.id)).filter((p) => p.status === 'failed')).toHaveLength(3);
      expect((await rowsOf(hal.user.id))[0]!.status).toBe('past_due');
      await app.membership.renewSubscriptions(new Date(second.getTime() + 7 * DAY));
      expect((await rowsOf(hal.user.id))[0]!.status).toBe('expired');
      const expiredMail = await db.select().from(outboxMessages).where(and(eq(outboxMessages.to, hal.user.email), eq(outboxMessages.template, 'membership-expired')));
      expect(expiredMail).toHaveLength(1);
      app.clock.set!(START);
    });

    it('a past-due membership is paid at once on a new card: active with a new period; a canceled one expires at its period’s end', async () => {
      const ivy = await member();
      const poor = await saveTestCard(app, ivy, { number: '4000000000000341' });
      const good = await saveTestCard(app, ivy);
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', ivy, subscribeBody(good.paymentMethod)), 201);
      await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, ivy, { paymentMethodId: poor.paymentMethod }), 200);
      const end = new Date(joined.currentPeriodEnd);
      app.clock.set!(end);
      await app.membership.renewSubscriptions(end);
      expect((await rowsOf(ivy.user.id))[0]!.status).toBe('past_due');
      // Declined again on the same poor card: 402, still past due, the card unchanged.
      expect((await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, ivy, { paymentMethodId: poor.paymentMethod }), 402)).code).toBe('card_declined');
      const backOnGood = await saveTestCard(app, ivy, { number: '4000000000009995' });
      expect((await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, ivy, { paymentMethodId: backOnGood.paymentMethod }), 402)).message).toMatch(/insufficient funds/);
      expect((await rowsOf(ivy.user.id))[0]).toMatchObject({ status: 'past_due', paymentMethodId: poor.id });
      const paid = await expectStatus(call('PUT', `/my-subscriptions/${joined.id}`, ivy, { paymentMethodId: good.paymentMethod }), 200);
      expect(paid).toMatchObject({ status: 'active', paymentMethod: { paymentToken: good.paymentMethod } });
      expect(new Date(paid.currentPeriodStart).getTime()).toBeGreaterThanOrEqual(end.getTime());

      await expectStatus(call('DELETE', `/my-subscriptions/${joined.id}/cancel`, ivy), 200);
      const periodEnd = new Date(paid.currentPeriodEnd);
      await app.membership.renewSubscriptions(periodEnd);
      expect((await rowsOf(ivy.user.id))[0]!.status).toBe('expired');
      app.clock.set!(START);
      // Over: joining again is a new subscription.
      await expectStatus(call('POST', '/my-subscriptions/subscribe', ivy, subscribeBody(good.paymentMethod)), 201);
      expect(await rowsOf(ivy.user.id)).toHaveLength(2);
    });
  });

  describe('the renewal job beside another node', () => {
    it('two runs at once make one charge and one new period', async () => {
      const max = await member();
      const card = await saveTestCard(app, max);
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', max, subscribeBody(card.paymentMethod)), 201);
      const end = new Date(joined.currentPeriodEnd);
      await Promise.all([app.membership.renewSubscriptions(end), app.membership.renewSubscriptions(end)]);
      const [row] = await rowsOf(max.user.id);
      expect(row).toMatchObject({ status: 'active', currentPeriodStart: end, currentPeriodEnd: addMonths(end, 6) });
      expect((await paymentsOf(joined.id)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
      const page = await expectStatus(call('GET', `/my-subscriptions/${joined.id}/payments?order=asc&take=1&total=true`, max), 200);
      expect(page.count).toBe(2);
      expect(page.items.map((p: any) => p.periodStart)).toEqual([joined.currentPeriodStart]);
      const newest = await expectStatus(call('GET', `/my-subscriptions/${joined.id}/payments?skip=0&take=1`, max), 200);
      expect(newest.items.map((p: any) => p.periodStart)).toEqual([end.toISOString()]);
    });
  });

  describe('a join that lost its answer', () => {
    it('is settled by the job after 15 minutes: charged with its own key and active, or gone when the card declines', async () => {
      const settle = async (number: string) => {
        const who = await member();
        const card = await saveTestCard(app, who, { number });
        const createdAt = new Date(app.clock.now().getTime() - 20 * 60_000);
        const [row] = await db
          .insert(subscriptions)
          .values({ userId: who.user.id, programPlanId: plusPlanId, subscriptionOptionId: sixMonths.id, status: 'pending', paymentMethodId: card.id, createdAt, updatedAt: createdAt })
          .returning();
        await app.membership.renewSubscriptions(app.clock.now());
        return { who, row: row! };
      };
      const paid = await settle('4242424242424242');
      const [active] = await rowsOf(paid.who.user.id);
      expect(active).toMatchObject({ status: 'active', currentPeriodStart: paid.row.createdAt, currentPeriodEnd: addMonths(paid.row.createdAt, 6) });
      expect((await paymentsOf(paid.row.id)).map((p) => [p.status, p.idempotencyKey])).toEqual([['succeeded', `subscribe:${paid.row.id}`]]);
      const declined = await settle('4000000000000341');
      expect(await rowsOf(declined.who.user.id)).toEqual([]);
    });
  });

  describe('roadside', () => {
    it('opens 3 days after joining, 3 events a membership year; two at once on the third slot make one; no roadside 404', async () => {
      const jo = await member();
      const card = await saveTestCard(app, jo);
      const [vehicle] = await db.insert(ownedVehicles).values({ userId: jo.user.id, year: 2020, make: 'Honda', model: 'Civic' }).returning();
      const joined = await expectStatus(call('POST', '/my-subscriptions/subscribe', jo, subscribeBody(card.paymentMethod)), 201);
      const help = { kind: 'flat_tire', location: '1 Main St, Austin', vehicleId: vehicle!.id };
      const early = await expectStatus(call('POST', '/my-subscriptions/roadside/activate', jo, help), 409);
      expect(early.message).toBe('Roadside help starts 3 days after you join: from Friday, December 4.');
      app.clock.set!(new Date(START.getTime() + 3 * DAY + 60_000));
      const first = await expectStatus(call('POST', '/my-subscriptions/roadside/activate', jo, help), 201);
      expect(first).toMatchObject({ kind: 'flat_tire', eventsLeft: 2 });
      expect(first.message).toMatch(/member services/);
      await expectStatus(call('POST', '/my-subscriptions/roadside/activate', jo, { ...help, kind: 'tow' }), 201);
      const both = await Promise.all([0, 1].map(() => call('POST', '/my-subscriptions/roadside/activate', jo, help)));
      expect(both.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      expect(await db.select().from(roadsideEvents).where(eq(roadsideEvents.subscriptionId, joined.id))).toHaveLength(3);
      const usedUp = await expectStatus(call('POST', '/my-subscriptions/roadside/activate', jo, help), 409);
      expect(usedUp.message).toBe('You have used your 3 roadside events this membership year. They renew on Wednesday, December 1.');
      const detailed = await expectStatus(call('GET', '/my-subscriptions/detailed', jo), 200);
      expect(detailed[0].roadside).toMatchObject({ eventsUsed: 3, eventsLeft: 0 });
      const other = await member();
      await expectStatus(call('POST', '/my-subscriptions/roadside/activate', other, help), 404);
      await expectStatus(call('POST', '/my-subscriptions/roadside/activate', jo, { ...help, kind: 'teleport' }), 422);
      app.clock.set!(START);
    });
  });

  describe('cards, setup and the price', () => {
    it('starts a card setup for the caller; previews an option’s charge without a client secret; another partner’s option is 404', async () => {
      const kim = await member();
      const setup = await expectStatus(call('POST', '/my-subscriptions/stripe/setup-intent', kim, {}), 200);
      expect(setup).toMatchObject({ gateway: 'sandbox', publishableKey: null, clientSecret: expect.stringContaining('_secret_') });
      await expectStatus(call('POST', '/my-subscriptions/stripe/setup-intent', kim, { partnerId: lyftId }), 404);
      await expectStatus(call('POST', '/my-subscriptions/stripe/setup-intent', kim, { customerId: 'cus_other' }), 404);
      const preview = await expectStatus(call('GET', `/my-subscriptions/stripe/payment-intent?subscriptionOptionId=${yearly.id}`, kim), 200);
      expect(preview).toEqual({ subscriptionOptionId: yearly.id, amount: 9999, formattedAmount: '$99.99', currency: 'usd', description: `${config.brandName} Plus: 12 Months`, clientSecret: null });
      await expectStatus(call('GET', `/my-subscriptions/stripe/payment-intent?subscriptionOptionId=${northwindOption.id}`, kim), 404);
      await expectStatus(call('GET', '/my-subscriptions/stripe/payment-intent?subscriptionOptionId=nope', kim), 422);
      expect(northwindId).toBeTruthy();
    });
  });

  describe('partial vehicles', () => {
    it('lists the caller’s and links one to a vehicle of their garage; another person’s, or another’s vehicle, is 404', async () => {
      const lee = await member();
      const other = await member();
      const [own] = await db.insert(ownedVehicles).values({ userId: lee.user.id, year: 2019, make: 'Toyota', model: 'Prius' }).returning();
      const [theirs] = await db.insert(ownedVehicles).values({ userId: other.user.id, year: 2018, make: 'Ford', model: 'Focus' }).returning();
      const [partial] = await db.insert(partialVehicles).values({ userId: lee.user.id, partnerId: brandId, year: 2019, make: 'Toyota', model: 'Prius', source: 'test' }).returning();
      const list = await expectStatus(call('GET', '/partial-vehicles', lee), 200);
      expect(list).toEqual([{ id: partial!.id, year: 2019, make: 'Toyota', model: 'Prius', vin: null, railsVehicleId: null, partnerId: brandId }]);
      expect(await expectStatus(call('GET', '/partial-vehicles', other), 200)).toEqual([]);
      await expectStatus(call('PUT', `/partial-vehicles/${partial!.id}`, lee, { railsVehicleId: theirs!.id }), 404);
      await expectStatus(call('PUT', `/partial-vehicles/${partial!.id}`, other, { railsVehicleId: theirs!.id }), 404);
      const linked = await expectStatus(call('PUT', `/partial-vehicles/${partial!.id}`, lee, { railsVehicleId: own!.id }), 200);
      expect(linked.railsVehicleId).toBe(own!.id);
    });
  });
});
