import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { partnerAdmins, partners, programPlans, programs, subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { seedDemoMembership } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const BASE = '/api/membership/v1';

describe('the partner-admin dashboard (ADR 060)', async () => {
  const { app, database, config } = await build();
  const { db } = database;
  await seedDemoMembership(db, { slug: config.brandSlug, name: config.brandName });
  const partnerId = async (slug: string) => (await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug)))[0]!.id;
  const planOf = async (program: string, plan: string) => {
    const [row] = await db
      .select({ id: programPlans.id })
      .from(programPlans)
      .innerJoin(programs, eq(programs.id, programPlans.programId))
      .where(and(eq(programs.name, program), eq(programPlans.name, plan)));
    const [option] = await db.select({ id: subscriptionOptions.id }).from(subscriptionOptions).where(eq(subscriptionOptions.programPlanId, row!.id));
    return { planId: row!.id, optionId: option!.id };
  };
  const northwindId = await partnerId('northwind-motor-club');
  const lyftId = await partnerId('lyft');
  const northwind = await planOf('northwind', 'member');
  const plus = await planOf('plus', 'standard');

  const admin = await createUser(app);
  await db.insert(partnerAdmins).values({ partnerId: northwindId, userId: admin.user.id });
  const lyftAdmin = await createUser(app);
  await db.insert(partnerAdmins).values({ partnerId: lyftId, userId: lyftAdmin.user.id });
  const plain = await createUser(app);

  const ada = await createUser(app, { firstName: 'Ada', lastName: 'Lovelace' });
  const tricky = await createUser(app, { firstName: '=HYPERLINK("x")', lastName: 'Smith, "Jr"' });
  const brandOnly = await createUser(app, { firstName: 'Brand', lastName: 'Member' });
  const at = (iso: string) => new Date(iso);
  const sub = (user: CreatedUser, plan: { planId: string; optionId: string }, status: 'active' | 'expired' | 'canceled', created: string) => ({
    userId: user.user.id,
    programPlanId: plan.planId,
    subscriptionOptionId: plan.optionId,
    status,
    createdAt: at(created),
    ...(status === 'active' ? {} : { canceledAt: at(created) }),
  });
  await db.insert(subscriptions).values([
    sub(ada, northwind, 'expired', '2025-01-01T00:00:00Z'),
    sub(ada, northwind, 'active', '2026-10-01T00:00:00Z'),
    sub(tricky, northwind, 'expired', '2026-06-01T00:00:00Z'),
    sub(brandOnly, plus, 'active', '2026-09-01T00:00:00Z'),
  ]);

  const get = (path: string, caller: CreatedUser | null, partner: string | null = northwindId) =>
    app.inject({ method: 'GET', url: `${BASE}${path}`, headers: { ...(caller?.headers ?? {}), ...(partner === null ? {} : { 'x-partner-id': partner }) } });

  it('answers the partner’s programs, plans, member counts and members (newest subscription per member and plan), newest first', async () => {
    const reply = await get(`/my-partners/admin/${northwindId}/members`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const page = reply.json();
    expect(page.partner).toMatchObject({ slug: 'northwind-motor-club', whiteLabel: true });
    expect(page.plans).toEqual([
      // Ada (her newest: active), the demo's Jordan (active) and Sam (cancelled, running), the tricky one (expired).
      expect.objectContaining({ programName: 'northwind', planName: 'member', members: 4, currentMembers: 3 }),
    ]);
    expect(page.count).toBe(4);
    expect(page.members.map((m: any) => [m.name, m.planName, m.status, m.current, m.since])).toEqual([
      ['Ada Lovelace', 'member', 'active', true, '2026-10-01T00:00:00.000Z'],
      ['Jordan Lee', 'member', 'active', true, '2026-09-14T15:00:00.000Z'],
      ['Sam Rivera', 'member', 'canceled', true, '2026-08-02T15:00:00.000Z'],
      ['=HYPERLINK("x") Smith, "Jr"', 'member', 'expired', false, '2026-06-01T00:00:00.000Z'],
    ]);
    // Nothing of another partner: the brand's member is not listed.
    expect(reply.body).not.toContain('Brand Member');
  });

  it('pages with skip and take, and refuses bad ones with a sentence', async () => {
    const second = (await get(`/my-partners/admin/${northwindId}/members?skip=3&take=1`, admin)).json();
    expect(second.members.map((m: any) => m.name)).toEqual(['=HYPERLINK("x") Smith, "Jr"']);
    expect(second.count).toBe(4);
    for (const query of ['take=0', 'take=201', 'skip=-1', 'take=x']) {
      const reply = await get(`/my-partners/admin/${northwindId}/members?${query}`, admin);
      expect(reply.statusCode, query).toBe(422);
      expect(reply.json().message, query).toMatch(/take|skip|number/i);
    }
    expect((await get('/my-partners/admin/not-an-id/members', admin)).statusCode).toBe(422);
  });

  it('is 404 for another partner’s admin, a plain user, and a path that is not the header’s partner; 401 signed out; 400 with no header', async () => {
    for (const path of [`/my-partners/admin/${northwindId}/members`, `/my-partners/admin/${northwindId}/members.csv`]) {
      expect((await get(path, lyftAdmin)).statusCode, path).toBe(404);
      expect((await get(path, lyftAdmin, lyftId)).statusCode, path).toBe(404);
      expect((await get(path, plain)).statusCode, path).toBe(404);
      expect((await get(path, null)).statusCode, path).toBe(401);
      expect((await get(path, admin, null)).statusCode, path).toBe(400);
    }
    const ownPartnerOtherPath = await get(`/my-partners/admin/${northwindId}/members`, lyftAdmin, lyftId);
    expect(ownPartnerOtherPath.json()).toMatchObject({ code: 'not_found', message: 'Partner not found.' });
    // Lyft's admin sees Lyft (no members), never Northwind's.
    const lyft = (await get(`/my-partners/admin/${lyftId}/members`, lyftAdmin, lyftId)).json();
    expect(lyft.members).toEqual([]);
    expect(lyft.plans.map((p: any) => p.programName)).toEqual(['lyft']);
  });

  it('exports every member as CSV, quoting commas and quotes and defusing formulas', async () => {
    const reply = await get(`/my-partners/admin/${northwindId}/members.csv`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="northwind-motor-club-members.csv"');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.body.split('\r\n')).toEqual([
      'Name,Program,Plan,Status,Current,Since',
      'Ada Lovelace,Northwind Plus,member,active,yes,2026-10-01T00:00:00.000Z',
      'Jordan Lee,Northwind Plus,member,active,yes,2026-09-14T15:00:00.000Z',
      'Sam Rivera,Northwind Plus,member,canceled,yes,2026-08-02T15:00:00.000Z',
      `"'=HYPERLINK(""x"") Smith, ""Jr""",Northwind Plus,member,expired,no,2026-06-01T00:00:00.000Z`,
      '',
    ]);
  });
});
