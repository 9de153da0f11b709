import { eq } from 'drizzle-orm';
import { fillPath, membershipRoutes, type Route } from '@pitstop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { membershipLookups } from '../../../test/membership.ts';
import { createPartner, createUser, type CreatedUser } from '../../../test/factories.ts';
import { seedShopWorld } from '../../../test/shop-test-data.ts';
import { creditCards, faqs, partnerAdmins, programs, subscriptionOptions, subscriptions, users } from '../../db/schema/index.ts';
import { seedDemoMembership } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const BASE = '/api/membership/v1';

describe('membership (ADR 057)', async () => {
  const { app, database, config } = await build();
  const { db } = database;
  const brand = { slug: config.brandSlug, name: config.brandName };
  await seedDemoMembership(db, brand);
  const { partnerId, planOf } = membershipLookups(db);
  const brandId = await partnerId(brand.slug);
  const northwindId = await partnerId('northwind-motor-club');
  const lyftId = await partnerId('lyft');
  const plusPlanId = await planOf('plus', 'standard');
  const northwindPlanId = await planOf('northwind', 'member');
  const [yearly] = await db.select().from(subscriptionOptions).where(eq(subscriptionOptions.name, 'plus-12-months'));

  const member = await createUser(app);
  const other = await createUser(app);
  const lyftDriver = await createUser(app);
  await db.update(users).set({ partnerName: 'lyft' }).where(eq(users.id, lyftDriver.user.id));
  const admin = await createUser(app);
  await db.insert(partnerAdmins).values({ partnerId: northwindId, userId: admin.user.id });
  const stranger = await createPartner(app, { slug: 'stranger-partner' });

  const at = (iso: string) => new Date(iso);
  const [card] = await db
    .insert(creditCards)
    .values({
      userId: member.user.id,
      gateway: 'sandbox',
      paymentMethodId: 'pm_membership_test',
      customerId: 'cus_membership_test',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      name: 'Member',
      addressLine1: '1 Main St',
      addressCity: 'Austin',
      addressState: 'TX',
      addressZip: '78701',
    } as any)
    .returning();
  const [current, old] = await db
    .insert(subscriptions)
    .values([
      {
        userId: member.user.id,
        programPlanId: plusPlanId,
        subscriptionOptionId: yearly!.id,
        status: 'active',
        currentPeriodStart: at('2026-11-01T00:00:00Z'),
        currentPeriodEnd: at('2027-11-01T00:00:00Z'),
        paymentMethodId: card!.id,
        processorSubscriptionId: 'sub_test_1',
        createdAt: at('2026-11-01T00:00:00Z'),
      },
      {
        userId: member.user.id,
        programPlanId: plusPlanId,
        subscriptionOptionId: yearly!.id,
        status: 'expired',
        canceledAt: at('2025-10-01T00:00:00Z'),
        createdAt: at('2024-11-01T00:00:00Z'),
      },
    ])
    .returning();

  const get = (path: string, caller: CreatedUser | null, partner: string | null = brandId) =>
    app.inject({ method: 'GET', url: `${BASE}${path}`, headers: { ...(caller?.headers ?? {}), ...(partner === null ? {} : { 'x-partner-id': partner }) } });
  const ok = async (path: string, caller: CreatedUser | null, partner?: string | null) => {
    const reply = await get(path, caller, partner);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };

  beforeAll(async () => {
    await seedShopWorld(db);
    await app.coverage.refresh();
  });

  describe('X-Partner-Id', () => {
    it('is required (400 saying so), and an unknown, malformed or foreign one is 404 “Partner not found.”', async () => {
      const missing = await get('/my-subscriptions/check', member, null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/X-Partner-Id/);
      for (const partner of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', northwindId, stranger.id]) {
        const reply = await get('/my-subscriptions/check', member, partner);
        expect(reply.statusCode, partner).toBe(404);
        expect(reply.json()).toMatchObject({ code: 'not_found', message: 'Partner not found.' });
      }
      expect((await get('/content/landing-page', null, 'nope')).statusCode).toBe(404);
      expect((await get('/content/landing-page', null, null)).statusCode).toBe(400);
    });

    it('guards every call by its role: signed out 401 before the header is read, no header 400, another partner 404', async () => {
      const signedIn = (Object.values(membershipRoutes) as Route[]).filter((route) => route.auth === 'partner-member' || route.auth === 'partner-admin');
      expect(signedIn).toHaveLength(25);
      const params = { program: 'plus', plan: 'standard', programPlanId: plusPlanId, partnerId: brandId, id: '00000000-0000-4000-8000-000000000000' };
      // The partner check comes before the body is read: an empty body never gets past it.
      const call = (route: Route, caller: CreatedUser | null, partner: string | null) =>
        app.inject({
          method: route.method,
          url: `${BASE}${fillPath(route.path, params)}`,
          headers: { ...(caller?.headers ?? {}), ...(partner === null ? {} : { 'x-partner-id': partner }) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      for (const route of signedIn) {
        expect((await call(route, null, brandId)).statusCode, route.operationId).toBe(401);
        expect((await call(route, member, null)).statusCode, route.operationId).toBe(400);
        expect((await call(route, member, stranger.id)).statusCode, route.operationId).toBe(404);
      }
      const open = (Object.values(membershipRoutes) as Route[]).filter((route) => route.auth === 'partner');
      expect(open).toHaveLength(6);
      for (const route of open) {
        const path = fillPath(route.path, { ...params, zipcode: '78701' });
        expect((await get(path, null, null)).statusCode, route.operationId).toBe(400);
        expect((await get(path, null, '00000000-0000-4000-8000-000000000000')).statusCode, route.operationId).toBe(404);
      }
    });

    it('takes the brand’s own partner from anyone, and a program’s partner from who signed up through it or administers it', async () => {
      expect((await get('/my-subscriptions/check', other)).statusCode).toBe(200);
      expect((await get('/my-subscriptions/check', lyftDriver, lyftId)).statusCode).toBe(200);
      expect((await get('/my-subscriptions/check', other, lyftId)).statusCode).toBe(404);
      expect((await get('/my-subscriptions/check', admin, northwindId)).statusCode).toBe(200);
    });
  });

  describe('lookups', () => {
    it('reads a program and plan with its options by amount; unknown is 404 with a sentence', async () => {
      const body = await ok('/lookup/program-and-plan/plus/standard', null);
      expect(body.program).toMatchObject({ name: 'plus', partnerId: brandId, customDomain: null });
      expect(body.programPlan).toMatchObject({ name: 'standard', hasRoadside: true });
      expect(body.subscriptionOptions.map((o: any) => [o.label, o.frequency, o.amount, o.formattedPrice])).toEqual([
        ['6 Months', 'SemiAnnual', 5999, '$59.99'],
        ['12 Months', 'Yearly', 9999, '$99.99'],
      ]);
      for (const path of ['/lookup/program-and-plan/plus/nope', '/lookup/program-and-plan/nope/standard', '/lookup/program-validation/plus/nope']) {
        const reply = await get(path, null);
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual({ code: 'not_found', message: 'We could not find that program and plan.' });
      }
      expect(await ok('/lookup/program-validation/lyft/driver', null)).toEqual({ valid: true });
    });

    it('says a zip is covered for a program or plan (success), out of market 422, a bad zip 422, an unknown program 404', async () => {
      expect(await ok('/lookup/vo-coverage/78701/plus', null)).toEqual({ covered: true, zipcode: '78701', programName: 'plus', programPlanId: null });
      expect(await ok(`/lookup/vo-coverage-by-program-plan/78701/${plusPlanId}`, null)).toMatchObject({ covered: true, programPlanId: plusPlanId });
      const otm = await get('/lookup/vo-coverage/99501/plus', null);
      expect(otm.statusCode).toBe(422);
      expect(otm.json().code).toBe('zipcode_out_of_market');
      expect((await get('/lookup/vo-coverage/00000/plus', null)).json().code).toBe('zipcode_invalid');
      expect((await get('/lookup/vo-coverage/78701/nope', null)).statusCode).toBe(404);
      const badId = await get('/lookup/vo-coverage-by-program-plan/78701/not-an-id', null);
      expect(badId.statusCode).toBe(422);
      expect(badId.json().message).toMatch(/program plan id/);
    });
  });

  describe('partners', () => {
    it('lists the caller’s partners and programs; a signed-out caller is 401', async () => {
      expect((await ok('/my-partners', lyftDriver)).map((p: any) => p.slug).sort()).toEqual(['lyft', brand.slug].sort());
      expect((await ok('/my-partners', other)).map((p: any) => p.slug)).toEqual([brand.slug]);
      expect((await ok('/my-coverage/programs', lyftDriver)).map((p: any) => [p.name, p.programPlans.map((plan: any) => plan.name)])).toEqual([['lyft', ['driver']]]);
      expect((await ok('/my-coverage/programs', member)).map((p: any) => p.name)).toEqual(['plus']);
      expect(await ok('/my-coverage/programs', other)).toEqual([]);
      for (const path of ['/my-partners', '/my-coverage/programs', '/my-subscriptions', '/my-subscriptions/check', '/my-subscriptions/faq']) {
        expect((await get(path, null)).statusCode, path).toBe(401);
      }
    });

    it('reads the partner of a program and plan; unknown is 404', async () => {
      expect(await ok('/my-partners/by-program-and-plan/fleetwise/fleet', member)).toMatchObject({ slug: 'fleetwise', initialSubRequired: true });
      expect((await get('/my-partners/by-program-and-plan/fleetwise/nope', member)).statusCode).toBe(404);
    });

    it('lists a partner admin’s own partners only; anyone else (or another partner’s id) is 404', async () => {
      const list = await ok('/my-partners/admin/list', admin, northwindId);
      expect(list.map((p: any) => [p.slug, p.programs.map((program: any) => program.name)])).toEqual([['northwind-motor-club', ['northwind']]]);
      expect((await get('/my-partners/admin/list', member, northwindId)).statusCode).toBe(404);
      expect((await get('/my-partners/admin/list', admin, lyftId)).statusCode).toBe(404);
      expect((await get('/my-partners/admin/list', null, northwindId)).statusCode).toBe(401);
    });

    it('lists a partner’s offers under its own X-Partner-Id only', async () => {
      const offers = await ok(`/my-offers/${northwindId}`, admin, northwindId);
      expect(offers.map((o: any) => o.title)).toEqual(['15% off tires', 'Free car wash each month']);
      expect(await ok(`/my-offers/${brandId}`, member)).toEqual([]);
      expect((await get(`/my-offers/${northwindId}`, member)).statusCode).toBe(404);
      expect((await get('/my-offers/not-an-id', member)).statusCode).toBe(422);
    });
  });

  describe('the landing page', () => {
    it('answers a white-label partner’s own name, logo, phone and legal links, and the brand’s defaults otherwise', async () => {
      const own = await ok('/content/landing-page', null, northwindId);
      expect(own.partnerConfig).toMatchObject({
        whiteLabel: true,
        name: 'Northwind Motor Club',
        logoUrl: '/partners/northwind-motor-club.svg',
        plusBranding: 'Northwind Plus',
        memberServicesPhone: { number: '5125550142', formatted: '(512) 555-0142' },
        termsAndConditions: 'https://northwind.example/terms',
      });
      expect(JSON.stringify(own.partnerConfig)).not.toContain(brand.name);
      const plain = await ok('/content/landing-page', null, brandId);
      expect(plain.partnerConfig).toMatchObject({ whiteLabel: false, name: brand.name, plusBranding: `${brand.name} Plus`, logoUrl: null, termsAndConditions: null });
      expect(plain.bannerConfig).toMatchObject({ bannerColor: 'pink', bannerText: 'Save upwards of 25% on automotive services' });
      const lyft = await ok('/content/landing-page', null, lyftId);
      expect(lyft.partnerConfig.whiteLabel).toBe(false);
      expect(lyft.bannerConfig).toMatchObject({ joinButtonText: 'Enroll now', modalTitle: 'Free Pitstop Plus for Lyft drivers' });
    });
  });

  describe('my subscriptions', () => {
    it('lists the current ones, or all with isActive=false (newest first); another user sees none of them', async () => {
      const currentList = await ok('/my-subscriptions', member);
      expect(currentList.map((s: any) => s.id)).toEqual([current!.id]);
      expect(currentList[0]).toMatchObject({ status: 'active', programName: 'plus', programPlanName: 'standard', program: { name: 'plus', partnerId: brandId }, hasRoadside: true, masterId: 'sub_test_1' });
      expect((await ok('/my-subscriptions?isActive=false', member)).map((s: any) => s.id)).toEqual([current!.id, old!.id]);
      expect(await ok('/my-subscriptions?isActive=false', other)).toEqual([]);
      expect((await get('/my-subscriptions?isActive=maybe', member)).statusCode).toBe(422);
    });

    it('details the current ones with option, price and card, narrowed by programPlanId', async () => {
      const [detailed] = await ok('/my-subscriptions/detailed', member);
      expect(detailed).toMatchObject({ id: current!.id, subscriptionOption: { formattedPrice: '$99.99', frequency: 'Yearly' }, paymentMethod: { brand: 'visa', last4: '4242' } });
      expect(await ok(`/my-subscriptions/detailed?programPlanId=${northwindPlanId}`, member)).toEqual([]);
      expect(await ok('/my-subscriptions/detailed', other)).toEqual([]);
      expect((await get('/my-subscriptions/detailed?programPlanId=nope', member)).statusCode).toBe(422);
    });

    it('checks for a current subscription (active, or canceled within its period; never expired)', async () => {
      expect(await ok('/my-subscriptions/check', member)).toEqual({ result: true, subscriptionId: current!.id, memberDiscount: true });
      expect(await ok('/my-subscriptions/check', other)).toEqual({ result: false, subscriptionId: null, memberDiscount: false });
      // Each write of a membership signals `membership.changed` in its transaction; these writes by hand signal it too.
      const change = async (values: Partial<typeof subscriptions.$inferInsert>) => {
        await db.update(subscriptions).set(values).where(eq(subscriptions.id, current!.id));
        await app.events.emit(db, { type: 'membership.changed', userId: member.user.id, subscriptionId: current!.id, change: 'renewed' });
      };
      await change({ status: 'canceled', canceledAt: at('2026-11-20T00:00:00Z') });
      expect(await ok('/my-subscriptions/check', member)).toMatchObject({ result: true, memberDiscount: true });
      await change({ status: 'expired' });
      expect(await ok('/my-subscriptions/check', member)).toEqual({ result: false, subscriptionId: null, memberDiscount: false });
      await change({ status: 'active', canceledAt: null });
      expect((await ok('/my-subscriptions/check', member)).result).toBe(true);
    });

    // Kept per user and dropped by `membership.changed` (lib/owned-documents.test.ts has the keeping itself; on
    // PostgreSQL an earlier test's events arrive whenever the channel delivers them, so none is asserted stale here).
    it('answers the check privately, the same document while nothing changed, and never another user’s', async () => {
      const first = await get('/my-subscriptions/check', member);
      expect(first.json()).toEqual({ result: true, subscriptionId: current!.id, memberDiscount: true });
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect((await get('/my-subscriptions/check', member)).headers.etag).toBe(first.headers.etag);
      expect(await ok('/my-subscriptions/check', other)).toEqual({ result: false, subscriptionId: null, memberDiscount: false });
    });

    it('lists the X-Partner-Id partner’s options by amount, or one plan’s; another partner’s plan is 404', async () => {
      expect((await ok('/my-subscriptions/subscription-options', member)).map((o: any) => o.name)).toEqual(['plus-6-months', 'plus-12-months']);
      expect((await ok(`/my-subscriptions/subscription-options/${plusPlanId}`, member)).map((o: any) => o.amount)).toEqual([5999, 9999]);
      const foreign = await get(`/my-subscriptions/subscription-options/${northwindPlanId}`, member);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('We could not find that program and plan.');
      expect((await ok(`/my-subscriptions/subscription-options/${northwindPlanId}`, admin, northwindId)).map((o: any) => o.amount)).toEqual([4999, 8999]);
      expect((await get('/my-subscriptions/subscription-options/nope', member)).statusCode).toBe(422);
    });

    it('pages the FAQ sorted by id ascending (take 100 by default), with the total when asked', async () => {
      const all = await ok('/my-subscriptions/faq', member);
      expect(all.items).toHaveLength(6);
      expect(all.items.map((f: any) => f.id)).toEqual([...all.items.map((f: any) => f.id)].sort((a: number, b: number) => a - b));
      expect(all.count).toBeUndefined();
      const page = await ok('/my-subscriptions/faq?skip=2&take=2&total=true', member);
      expect(page).toEqual({ items: all.items.slice(2, 4), count: 6 });
      const [northwind] = await db.select({ id: programs.id }).from(programs).where(eq(programs.name, 'northwind'));
      await db.insert(faqs).values({ question: 'Northwind only?', answer: 'Yes.', programId: northwind!.id });
      expect((await ok('/my-subscriptions/faq?total=1', member)).count).toBe(6);
      expect((await ok('/my-subscriptions/faq?total=1', admin, northwindId)).count).toBe(7);
      const bad = await get('/my-subscriptions/faq?take=0', member);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toMatch(/take is 1 or more/);
      expect((await get('/my-subscriptions/faq?take=101', member)).statusCode).toBe(422);
    });
  });
});
