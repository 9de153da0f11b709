import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { shopsWithStaff } from '../../../test/market.ts';
import { auditLog, shopLocations } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('the operations console: shop locations and their staff', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { staff, alice, locationId, otherLocationId } = await shopsWithStaff(app, 'admin-shops');
  const admin = await createUser(app, { admin: true, email: 'ops-shops@example.com' });
  const employee = await createUser(app, { type: 'employee', email: 'support-shops@example.com' });
  const newcomer = await createUser(app, { email: 'New.Mechanic@example.com' });

  const call = (caller: CreatedUser | null, method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v3/admin/shop_locations${url}`, headers: caller?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });
  const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const portalLocations = (user: CreatedUser) => app.inject({ method: 'GET', url: '/api/shop/v1/locations', headers: user.headers });

  it('answers only admins: a guest 401, a customer, a shop’s staff and an employee 403', async () => {
    const routes: Array<[Parameters<typeof call>[1], string, Record<string, unknown>?]> = [
      ['GET', ''],
      ['GET', `/${locationId}`],
      ['PATCH', `/${locationId}`, { labor_rate_cents: 1 }],
      ['PUT', `/${locationId}/activation`, { active: false, reason: 'x' }],
      ['POST', `/${locationId}/staff`, { email: newcomer.user.email }],
      ['DELETE', `/${locationId}/staff/${staff.user.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [alice, staff, employee]) expect((await call(caller, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('finds locations by name, city or zip, active or not, with their staff counts', async () => {
    const all = (await call(admin, 'GET', '')).json();
    expect(all.meta.count).toBe(2);
    const austin = (await call(admin, 'GET', '?q=787')).json();
    expect(austin.data.map((row: any) => row.id)).toEqual([locationId]);
    expect(austin.data[0].attributes).toMatchObject({ active: true, staff_count: 1, zipcode: '78701' });
    expect((await call(admin, 'GET', '?q=shop%20y')).json().data.map((row: any) => row.id)).toEqual([otherLocationId]);
    expect((await call(admin, 'GET', '?active=false')).json().meta.count).toBe(0);
    expect((await call(admin, 'GET', '?per_page=500')).statusCode).toBe(422);
  });

  it('changes rates and hours through the portal’s rules, audited with what they were', async () => {
    const hours = { mon: { open: '07:00', close: '19:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    const reply = await call(admin, 'PATCH', `/${locationId}`, { labor_rate_cents: 15_000, parts_markup_bps: 2_500, diagnostic_fee_cents: 5_000, tax_rate_bps: 700, opening_hours: hours });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.attributes).toMatchObject({ labor_rate_cents: 15_000, parts_markup_bps: 2_500, diagnostic_fee_cents: 5_000, tax_rate_bps: 700, opening_hours: hours });
    // The shop's staff see the admin's change in their portal.
    expect((await portalLocations(staff)).json()[0]).toMatchObject({ laborRateCents: 15_000, taxRateBps: 700 });
    const [entry] = await auditOf(locationId);
    expect(entry).toMatchObject({ action: 'shop_location.settings', actorId: admin.user.id, detail: { before: { laborRateCents: 12_000, taxRateBps: 825 }, after: { laborRateCents: 15_000 } } });
    // The portal's own bounds and rules, word for word.
    const tooHigh = await call(admin, 'PATCH', `/${locationId}`, { tax_rate_bps: 5_000 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors[0]).toMatchObject({ detail: 'Tax is at most 20 %.', source: { pointer: '/tax_rate_bps' } });
    const backwards = await call(admin, 'PATCH', `/${locationId}`, { opening_hours: { ...hours, mon: { open: '18:00', close: '08:00' } } });
    expect(backwards.json().errors[0].detail).toBe('Closing time must be after opening time.');
    expect((await call(admin, 'PATCH', `/${randomUUID()}`, { bays: 2 })).statusCode).toBe(404);
  });

  it('takes a location off the marketplace and back, with a reason, once per change', async () => {
    const noReason = await call(admin, 'PUT', `/${otherLocationId}/activation`, { active: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0].source.pointer).toBe('/reason');
    const off = await call(admin, 'PUT', `/${otherLocationId}/activation`, { active: false, reason: 'Closed for renovation' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.attributes.active).toBe(false);
    const [row] = await db.select({ active: shopLocations.active }).from(shopLocations).where(eq(shopLocations.id, otherLocationId));
    expect(row!.active).toBe(false);
    expect((await call(admin, 'PUT', `/${otherLocationId}/activation`, { active: false, reason: 'Again' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '?active=false')).json().data.map((shop: any) => shop.id)).toEqual([otherLocationId]);
    const on = await call(admin, 'PUT', `/${otherLocationId}/activation`, { active: true, reason: 'Reopened' });
    expect(on.json().data.attributes.active).toBe(true);
    const entries = await auditOf(otherLocationId);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['shop_location.deactivate', 'Closed for renovation'],
      ['shop_location.activate', 'Reopened'],
    ]);
  });

  it('adds an account as staff by its email, any case, and removes it; the portal follows at once', async () => {
    expect((await portalLocations(newcomer)).json()).toEqual([]);
    const added = await call(admin, 'POST', `/${locationId}/staff`, { email: 'new.mechanic@EXAMPLE.com' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.attributes.staff.map((member: any) => member.email).sort()).toEqual([newcomer.user.email, staff.user.email].sort());
    expect((await portalLocations(newcomer)).json().map((location: any) => location.id)).toEqual([locationId]);
    const twice = await call(admin, 'POST', `/${locationId}/staff`, { email: newcomer.user.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].source.pointer).toBe('/email');
    const nobody = await call(admin, 'POST', `/${locationId}/staff`, { email: 'nobody@example.com' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().errors[0].detail).toMatch(/No account has that email/);
    expect((await call(admin, 'POST', `/${locationId}/staff`, { email: 'not an email' })).statusCode).toBe(422);
    const removed = await call(admin, 'DELETE', `/${locationId}/staff/${newcomer.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await portalLocations(newcomer)).json()).toEqual([]);
    expect((await call(admin, 'DELETE', `/${locationId}/staff/${newcomer.user.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/${locationId}/staff/not-an-id`)).statusCode).toBe(404);
    const actions = (await auditOf(locationId)).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith('shop_staff.'))).toEqual(['shop_staff.add', 'shop_staff.remove']);
  });
});
