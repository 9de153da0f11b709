import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { auditLog, betaContacts, shopContactRequests } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('the operations console: coverage requests and shop suggestions', async () => {
  const { app, database } = await build();
  const db = database.db;
  const admin = await createUser(app, { admin: true, email: 'ops-coverage@example.com' });
  const employee = await createUser(app, { type: 'employee', email: 'support-coverage@example.com' });
  const customer = await createUser(app, { email: 'customer-coverage@example.com' });

  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
  const contacts = await db
    .insert(betaContacts)
    .values([1, 2, 3].map((n) => ({ zipcode: `5970${n}`, email: `waiting-${n}@example.com`, firstName: 'Wai', lastName: `Ting ${n}`, product: 'OTM' as const, createdAt: day(n) })))
    .returning();
  const suggestions = await db
    .insert(shopContactRequests)
    .values([1, 2].map((n) => ({ shopName: `Corner Garage ${n}`, cityState: 'Bozeman, MT', phoneNumber: '4065550100', createdAt: day(n) })))
    .returning();
  const newest = contacts.at(-1)!;

  const call = (caller: CreatedUser | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v3/admin/${url}`, headers: caller?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });

  it('answers only admins: a guest 401, a customer and an employee 403', async () => {
    for (const [method, url, body] of [
      ['GET', 'beta_contacts'],
      ['PUT', `beta_contacts/${newest.id}/handled`, { handled: true }],
      ['GET', 'shop_contact_requests'],
      ['PUT', `shop_contact_requests/${suggestions[0]!.id}/handled`, { handled: true }],
    ] as const) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      for (const caller of [customer, employee]) expect((await call(caller, method, url, body)).statusCode).toBe(403);
    }
  });

  it('lists each form newest first, a page at a time, with the total', async () => {
    const first = (await call(admin, 'GET', 'beta_contacts?per_page=2')).json();
    expect(first.meta.count).toBe(3);
    expect(first.data.map((row: any) => row.attributes.email)).toEqual(['waiting-3@example.com', 'waiting-2@example.com']);
    expect(first.data[0].attributes).toMatchObject({ zipcode: '59703', product: 'OTM', handled_at: null, handled_by_email: null, notified_at: null });
    const second = (await call(admin, 'GET', 'beta_contacts?per_page=2&page=2')).json();
    expect(second.data.map((row: any) => row.attributes.email)).toEqual(['waiting-1@example.com']);
    const shops = (await call(admin, 'GET', 'shop_contact_requests')).json();
    expect(shops.data.map((row: any) => row.attributes.shop_name)).toEqual(['Corner Garage 2', 'Corner Garage 1']);
    expect((await call(admin, 'GET', 'beta_contacts?per_page=0')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'beta_contacts?handled=maybe')).statusCode).toBe(422);
  });

  it('marks one handled by the admin, audited once; the lists filter by it; unmarking is audited too', async () => {
    const marked = await call(admin, 'PUT', `beta_contacts/${newest.id}/handled`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.attributes).toMatchObject({ handled_by_email: admin.user.email, handled_at: expect.any(String) });
    expect((await call(admin, 'PUT', `beta_contacts/${newest.id}/handled`, { handled: true })).statusCode).toBe(200);
    expect((await call(admin, 'GET', 'beta_contacts?handled=true')).json().data.map((row: any) => row.id)).toEqual([newest.id]);
    expect((await call(admin, 'GET', 'beta_contacts?handled=false')).json().meta.count).toBe(2);
    const suggestion = suggestions[0]!;
    expect((await call(admin, 'PUT', `shop_contact_requests/${suggestion.id}/handled`, { handled: true })).json().data.attributes.handled_at).not.toBeNull();
    const unmarked = await call(admin, 'PUT', `shop_contact_requests/${suggestion.id}/handled`, { handled: false });
    expect(unmarked.json().data.attributes).toMatchObject({ handled_at: null, handled_by_email: null });
    const entries = await db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.subjectId]).sort()).toEqual(
      [
        ['beta_contact.handled', newest.id],
        ['shop_contact_request.handled', suggestion.id],
        ['shop_contact_request.unhandled', suggestion.id],
      ].sort(),
    );
  });

  it('answers an unknown or malformed id with 404, and a body without the mark with 422', async () => {
    expect((await call(admin, 'PUT', `beta_contacts/${randomUUID()}/handled`, { handled: true })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', 'shop_contact_requests/nope/handled', { handled: true })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `beta_contacts/${newest.id}/handled`, {})).statusCode).toBe(422);
    expect((await call(admin, 'PUT', `beta_contacts/${newest.id}/handled`, { handled: 'yes' })).statusCode).toBe(422);
    const [row] = await db.select().from(betaContacts).where(eq(betaContacts.id, newest.id));
    expect(row!.handledBy).toBe(admin.user.id);
  });
});
