import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { auditLog, shopApplications } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('the operations console: shop applications', async () => {
  const { app, database } = await build();
  const db = database.db;
  const admin = await createUser(app, { admin: true, email: 'ops-applications@example.com' });
  const employee = await createUser(app, { type: 'employee', email: 'support-applications@example.com' });
  const customer = await createUser(app, { email: 'customer-applications@example.com' });

  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
  const cities = ['Bozeman', 'Billings', 'Missoula'];
  const sent = (n: number) => ({
    shopName: n === 2 ? 'Fix_It 100% Garage' : `Corner Garage ${n}`,
    contactFirstName: 'Dana',
    contactLastName: `Wrench ${n}`,
    email: `owner-${n}@garage${n}.example.com`,
    phone: `406555010${n}`,
    addressLine1: `${n} Main St`,
    addressLine2: n === 1 ? 'Unit B' : null,
    addressCity: cities[(n - 1) % 3]!,
    addressState: 'MT',
    addressZipcode: `5970${n}`,
    services: ['service' as const, 'collision' as const],
    bays: 2 + n,
    website: n === 1 ? 'https://garage1.example.com' : null,
    message: n === 1 ? 'We do diesel too.' : null,
    appliedOn: day(n).toISOString().slice(0, 10),
    createdAt: day(n),
  });
  // 27 applications: more than a page of 25.
  const rows = await db
    .insert(shopApplications)
    .values(Array.from({ length: 27 }, (_, index) => sent(index + 1)))
    .returning();
  const byNumber = (n: number) => rows[n - 1]!;
  const newest = byNumber(27);

  const call = (caller: CreatedUser | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v3/admin/shop_applications${url}`, headers: caller?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });
  const names = (response: { json: () => any }) => response.json().data.map((row: any) => row.attributes.shop_name);

  it('answers only admins: a guest 401, a customer 403 admin_required, an employee 403', async () => {
    for (const [method, url, body] of [
      ['GET', ''],
      ['GET', `/${newest.id}`],
      ['PUT', `/${newest.id}/handled`, { handled: true }],
    ] as const) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      const refused = await call(customer, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('admin_required');
      expect((await call(employee, method, url, body)).statusCode).toBe(403);
    }
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('lists them newest first, 25 a page, with the total', async () => {
    const first = await call(admin, 'GET', '');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().meta.count).toBe(27);
    expect(names(first)).toHaveLength(25);
    expect(names(first).slice(0, 2)).toEqual(['Corner Garage 27', 'Corner Garage 26']);
    expect(first.json().data[0]).toMatchObject({
      type: 'shop_applications',
      id: newest.id,
      attributes: { email: newest.email, phone: newest.phone, address_city: newest.addressCity, address_zipcode: '597027', handled_at: null, handled_by_email: null },
    });
    expect(first.json().data[0].attributes).not.toHaveProperty('message');
    const second = await call(admin, 'GET', '?page=2');
    expect(names(second)).toEqual(['Fix_It 100% Garage', 'Corner Garage 1']);
    expect(names(await call(admin, 'GET', '?per_page=3&page=9'))).toEqual(['Corner Garage 3', 'Fix_It 100% Garage', 'Corner Garage 1']);
  });

  it('searches part of the shop’s name, email, city or zip, in any case, taking % and _ literally', async () => {
    const search = async (q: string) => names(await call(admin, 'GET', `?per_page=100&q=${encodeURIComponent(q)}`));
    expect(await search('fix_it')).toEqual(['Fix_It 100% Garage']);
    expect(await search('100%')).toEqual(['Fix_It 100% Garage']);
    expect(await search('%')).toEqual(['Fix_It 100% Garage']);
    expect(await search('_')).toEqual(['Fix_It 100% Garage']);
    expect(await search('GARAGE14.EXAMPLE')).toEqual(['Corner Garage 14']);
    expect(await search('missoula')).toHaveLength(9);
    expect(await search('59701')).toEqual(['Corner Garage 19', 'Corner Garage 18', 'Corner Garage 17', 'Corner Garage 16', 'Corner Garage 15', 'Corner Garage 14', 'Corner Garage 13', 'Corner Garage 12', 'Corner Garage 11', 'Corner Garage 10', 'Corner Garage 1']);
    expect(await search('nowhere')).toEqual([]);
    expect((await call(admin, 'GET', '?q=')).json().meta.count).toBe(27);
  });

  it('reads one: everything the shop sent, and who handled it', async () => {
    const one = await call(admin, 'GET', `/${byNumber(1).id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({
      type: 'shop_applications',
      id: byNumber(1).id,
      attributes: {
        shop_name: 'Corner Garage 1',
        contact_first_name: 'Dana',
        contact_last_name: 'Wrench 1',
        email: 'owner-1@garage1.example.com',
        phone: '4065550101',
        address_line1: '1 Main St',
        address_line2: 'Unit B',
        address_city: 'Bozeman',
        address_state: 'MT',
        address_zipcode: '59701',
        services: ['service', 'collision'],
        bays: 3,
        website: 'https://garage1.example.com',
        message: 'We do diesel too.',
        created_at: day(1).toISOString(),
        handled_at: null,
        handled_by_email: null,
      },
    });
  });

  it('marks one handled by the admin with a note, audited once; the list filters by it; unmarking is audited too', async () => {
    const target = byNumber(1);
    const marked = await call(admin, 'PUT', `/${target.id}/handled`, { handled: true, note: '  Called the owner; onboarding booked.  ' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.attributes).toMatchObject({ handled_by_email: admin.user.email, handled_at: expect.any(String), shop_name: 'Corner Garage 1' });
    // Already handled: nothing changes, nothing is recorded.
    expect((await call(admin, 'PUT', `/${target.id}/handled`, { handled: true, note: 'again' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/${target.id}`)).json().data.attributes.handled_by_email).toBe(admin.user.email);
    expect((await call(admin, 'GET', '?handled=true')).json().data.map((row: any) => row.id)).toEqual([target.id]);
    expect((await call(admin, 'GET', '?handled=false')).json().meta.count).toBe(26);
    expect((await call(admin, 'GET', '?handled=true&q=garage1.')).json().meta.count).toBe(1);
    const unmarked = await call(admin, 'PUT', `/${target.id}/handled`, { handled: false });
    expect(unmarked.json().data.attributes).toMatchObject({ handled_at: null, handled_by_email: null });
    expect((await call(admin, 'PUT', `/${target.id}/handled`, { handled: false, note: '' })).statusCode).toBe(200);
    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, target.id));
    expect(entries.map((entry) => [entry.action, entry.subjectType, entry.actorId, entry.actorRole, entry.reason]).sort()).toEqual(
      [
        ['shop_application.handled', 'shop_application', admin.user.id, 'admin', 'Called the owner; onboarding booked.'],
        ['shop_application.unhandled', 'shop_application', admin.user.id, 'admin', null],
      ].sort(),
    );
    // Its history, as the console's page reads it: the audit log by subject.
    const history = await app.inject({ url: `/api/v3/admin/audit_log?subject_type=shop_application&subject_id=${target.id}`, headers: admin.headers });
    expect(history.json().data.map((entry: any) => entry.attributes.action)).toEqual(['shop_application.unhandled', 'shop_application.handled']);
  });

  it('answers an unknown or malformed id with 404, and bad input with 422', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const missing = await call(admin, 'GET', `/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'Shop application not found.' });
      expect((await call(admin, 'PUT', `/${id}/handled`, { handled: true })).statusCode).toBe(404);
    }
    for (const query of ['?per_page=0', '?per_page=101', '?page=0', '?handled=maybe', `?q=${'x'.repeat(201)}`]) {
      expect((await call(admin, 'GET', query)).statusCode, query).toBe(422);
    }
    for (const body of [{}, { handled: 'yes' }, { handled: true, note: 'x'.repeat(501) }, { handled: true, note: 7 }]) {
      const refused = await call(admin, 'PUT', `/${newest.id}/handled`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [row] = await db.select().from(shopApplications).where(eq(shopApplications.id, newest.id));
    expect(row!.handledAt).toBeNull();
  });
});
