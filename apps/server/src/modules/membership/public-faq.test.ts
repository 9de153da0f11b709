import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { build } from '../../../test/index.ts';
import { membershipLookups } from '../../../test/membership.ts';
import { faqs, programs } from '../../db/schema/index.ts';
import { seedDemoMembership } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const BASE = '/api/membership/v1';

/** GET /content/faq (ADR 069): the members' FAQ (my-subscriptions/faq) for the public plus FAQ page, without signing in. */
describe('GET /api/membership/v1/content/faq', async () => {
  const { app, database, config } = await build();
  const { db } = database;
  await seedDemoMembership(db, { slug: config.brandSlug, name: config.brandName });
  const { partnerId } = membershipLookups(db);
  const brandId = await partnerId(config.brandSlug);
  const northwindId = await partnerId('northwind-motor-club');
  const [northwind] = await db.select({ id: programs.id }).from(programs).where(eq(programs.partnerId, northwindId));
  await db.insert(faqs).values({ question: 'Only for Northwind members?', answer: 'Yes.', programId: northwind!.id });
  const member = await createUser(app);

  const get = (path: string, partner: string | null, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${BASE}${path}`, headers: { ...headers, ...(partner === null ? {} : { 'x-partner-id': partner }) } });

  it('answers, signed out, the same entries in the same order as the members’ FAQ, cacheable', async () => {
    const open = await get('/content/faq', brandId);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    const members = await get('/my-subscriptions/faq', brandId, member.headers);
    expect(members.statusCode).toBe(200);
    const items = open.json().items as { id: number; question: string; answer: string }[];
    expect(items).toEqual(members.json().items);
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => a - b));
    expect(Object.keys(items[0]!).sort()).toEqual(['answer', 'id', 'question']);
  });

  it('adds a partner’s programs’ own entries for that partner only, and pages as the members’ FAQ does', async () => {
    const brand = (await get('/content/faq?total=true', brandId)).json();
    const partner = (await get('/content/faq?total=true', northwindId)).json();
    expect(brand.count).toBe(6);
    expect(partner.count).toBe(7);
    expect(partner.items.at(-1)).toMatchObject({ question: 'Only for Northwind members?' });
    expect(brand.items.map((item: any) => item.question)).not.toContain('Only for Northwind members?');
    const page = (await get('/content/faq?skip=2&take=2', brandId)).json();
    expect(page.items).toEqual(brand.items.slice(2, 4));
    expect(page.count).toBeUndefined();
  });

  it('needs the X-Partner-Id of a partner that exists (400, 404) and refuses a bad page (422)', async () => {
    expect((await get('/content/faq', null)).statusCode).toBe(400);
    const unknown = await get('/content/faq', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'Partner not found.' });
    const bad = await get('/content/faq?take=0', brandId);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('take is 1 or more.');
    expect((await get('/content/faq?take=101', brandId)).statusCode).toBe(422);
  });
});
