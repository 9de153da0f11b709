import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser, outboxFor } from '../../../test/factories.ts';
import { auditLog, messages, ownedVehicles, users } from '../../db/schema/index.ts';
import { searchUsers, userSearchCondition } from './admin-users.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('the consoles’ users (ADR 078)', async () => {
  const { app, database } = await build();
  const admin = await createUser(app, { admin: true, firstName: 'Avery', lastName: 'Admin' });
  const employee = await createUser(app, { type: 'employee', firstName: 'Sasha', lastName: 'Staff' });
  const member = await createUser(app, { confirmed: true, firstName: 'Jordan', lastName: 'Quill', phoneNumber: '5125550123', email: 'jordan.quill@example.com' });
  const unconfirmed = await createUser(app, { confirmed: false, firstName: 'Una', lastName: 'Unconfirmed' });
  await database.db.insert(ownedVehicles).values({ userId: member.user.id, year: 2016, make: 'Honda', model: 'Accord' });

  const call = (method: 'GET' | 'POST', url: string, caller: CreatedUser | null, payload?: object) =>
    app.inject({ method, url: `/api/v3/admin/users${url}`, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
  const auditOf = async (subjectId: string) => (await database.db.select().from(auditLog)).filter((row) => row.subjectId === subjectId);

  it('finds accounts by email, name, full name or phone digits, a page at a time, for admins and employees', async () => {
    for (const caller of [admin, employee]) {
      for (const q of ['jordan.quill', 'QUILL', 'Jordan Quill', '(512) 555-0123']) {
        const reply = await call('GET', `?q=${encodeURIComponent(q)}`, caller);
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json().data.map((user: any) => user.id), q).toEqual([member.user.id]);
      }
    }
    const all = (await call('GET', '?per_page=2', admin)).json();
    expect(all.meta).toEqual({ count: 4, count_capped: false });
    expect(all.data).toHaveLength(2);
    expect(all.data[0].attributes).toMatchObject({ type: expect.any(String), status: expect.any(String), confirmed: expect.any(Boolean) });
    // A LIKE wildcard is a character to find, not a pattern.
    expect((await call('GET', '?q=%25', admin)).json().meta.count).toBe(0);
  });

  it('shows one account with its vehicles and counts; an unknown one is 404', async () => {
    const reply = await call('GET', `/${member.user.id}`, employee);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.attributes).toMatchObject({
      email: 'jordan.quill@example.com',
      vehicles: [{ name: '2016 Honda Accord' }],
      counts: { vehicles: 1, service_requests: 0, bookings: 0 },
      support_thread_id: null,
    });
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await call('GET', '/not-an-id', admin)).statusCode).toBe(422);
  });

  it('lets an employee or an admin find and view, and refuses a member (403) and a guest (401)', async () => {
    for (const url of ['', `/${member.user.id}`]) {
      const refused = await call('GET', url, member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ code: 'employee_required', detail: 'Only staff can do that.' });
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
  });

  it('disables an account with a reason: its session ends at once, the audit log says who, why and what', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: member.headers });
    expect(before.statusCode).toBe(200);
    const reply = await call('POST', `/${member.user.id}/disable`, admin, { reason: '  Card testing from this account  ' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.attributes.status).toBe('disabled');
    const after = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: member.headers });
    expect(after.statusCode).toBe(401);
    const [entry] = await auditOf(member.user.id);
    expect(entry, JSON.stringify(entry)).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', action: 'user.disable', subjectType: 'user', reason: 'Card testing from this account', detail: { from: 'active', to: 'disabled' } });
    // Again: nothing to do (409), nothing more audited.
    const again = await call('POST', `/${member.user.id}/disable`, admin, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(member.user.id)).toHaveLength(1);
  });

  it('enables it again with a reason; an account that is not disabled is 409', async () => {
    const reply = await call('POST', `/${member.user.id}/enable`, admin, { reason: 'Owner verified by phone' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.attributes.status).toBe('active');
    expect((await auditOf(member.user.id)).map((row) => row.action).sort()).toEqual(['user.disable', 'user.enable']);
    expect((await call('POST', `/${member.user.id}/enable`, admin, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('refuses to disable the admin’s own account, a missing or blank reason, an unknown account', async () => {
    const self = await call('POST', `/${admin.user.id}/disable`, admin, { reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().errors[0].detail).toBe('You cannot disable your own account.');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const bad = await call('POST', `/${member.user.id}/disable`, admin, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bad.json().errors[0].source.pointer).toBe('/reason');
    }
    expect((await call('POST', '/00000000-0000-4000-8000-000000000000/disable', admin, { reason: 'Gone' })).statusCode).toBe(404);
  });

  it('keeps disabling and enabling to admins: an employee and a member 403, a guest 401', async () => {
    for (const verb of ['disable', 'enable', 'confirmation_code']) {
      const payload = verb === 'confirmation_code' ? undefined : { reason: 'Because' };
      for (const caller of [employee, member]) {
        const reply = await call('POST', `/${unconfirmed.user.id}/${verb}`, caller, payload);
        expect(reply.statusCode, `${verb} ${caller.user.email}`).toBe(403);
        expect(reply.json().errors[0].code).toBe('admin_required');
      }
      expect((await call('POST', `/${unconfirmed.user.id}/${verb}`, null, payload)).statusCode).toBe(401);
    }
  });

  it('sends a new confirmation code to an unconfirmed account (audited); a confirmed one is 409', async () => {
    const reply = await call('POST', `/${unconfirmed.user.id}/confirmation_code`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const mail = await outboxFor(app, unconfirmed.user.email, 'confirmation-code');
    expect(mail.length).toBeGreaterThan(0);
    expect((await auditOf(unconfirmed.user.id)).map((row) => row.action)).toEqual(['user.resend_confirmation']);
    const confirmed = await call('POST', `/${member.user.id}/confirmation_code`, admin);
    expect(confirmed.statusCode).toBe(409);
  });

  it('lets an employee write to a customer in their support thread (started on the first), audited; the customer reads it', async () => {
    const write = (caller: CreatedUser | null, userId: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v3/admin/users/${userId}/support_messages`, headers: caller?.headers ?? {}, payload });
    const reply = await write(employee, member.user.id, { body: 'Hi Jordan, your booking is confirmed.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.attributes).toMatchObject({ sender: 'support', body: 'Hi Jordan, your booking is confirmed.' });
    const threadId = reply.json().data.attributes.thread_id;
    const detail = (await call('GET', `/${member.user.id}`, employee)).json().data.attributes;
    expect(detail.support_thread_id).toBe(threadId);
    // The same thread the next time, and from the thread itself (POST /v3/messages) as support.
    expect((await write(admin, member.user.id, { body: 'Following up.' })).json().data.attributes.thread_id).toBe(threadId);
    const reply2 = await app.inject({ method: 'POST', url: '/api/v3/messages', headers: employee.headers, payload: { thread_id: threadId, body: 'One more thing.' } });
    expect(reply2.statusCode, reply2.body).toBe(201);
    const thread = await app.inject({ method: 'GET', url: `/api/v3/message_thread?thread_id=${threadId}`, headers: member.headers });
    expect(thread.json().data.map((message: any) => message.attributes.body)).toEqual(expect.arrayContaining(['Hi Jordan, your booking is confirmed.', 'Following up.', 'One more thing.']));
    const audited = (await auditOf(member.user.id)).filter((row) => row.action === 'message.support_write');
    expect(audited.map((row) => row.actorRole).sort()).toEqual(['admin', 'employee', 'employee']);
    // A member is no support (403), a guest 401, an unknown customer 404, an empty body 422.
    expect((await write(member, member.user.id, { body: 'Hi' })).statusCode).toBe(403);
    expect((await write(null, member.user.id, { body: 'Hi' })).statusCode).toBe(401);
    expect((await write(employee, '00000000-0000-4000-8000-000000000000', { body: 'Hi' })).statusCode).toBe(404);
    expect((await write(employee, member.user.id, { body: '  ' })).statusCode).toBe(422);
    expect((await database.db.select().from(messages)).length).toBe(3);
  });
  it('finds by part of an email or a name in any case from three characters, by the start of one below that', async () => {
    const found = async (q: string) => (await call('GET', `?q=${encodeURIComponent(q)}`, admin)).json().data.map((user: any) => user.id);
    for (const q of ['n.Q', 'QUILL@EXAMPLE', 'ill', 'rdan q', '555-01']) expect(await found(q), q).toEqual([member.user.id]);
    expect(await found('Staff')).toEqual([employee.user.id]);
    expect(await found('quill jordan')).toEqual([]);
    // One or two characters: the start of the email, the first name or the last name; not inside one ("il" of Quill).
    for (const q of ['Qu', 'q', 'jO']) expect(await found(q), q).toEqual([member.user.id]);
    expect(await found('st')).toEqual([employee.user.id]);
    expect(await found('il')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it('matches on the expressions its trigram indexes hold, so the planner can read them instead of every account', async () => {
    const plan = (q: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(sql`explain select ${users.id} from ${users} where ${userSearchCondition(q)}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const long = await plan('jordan 512');
    for (const index of ['users_email_trgm_idx', 'users_full_name_trgm_idx', 'users_phone_number_trgm_idx']) expect(long).toContain(index);
    // A start of one character has a trigram too (the start's padding).
    const short = await plan('j');
    for (const index of ['users_email_trgm_idx', 'users_full_name_trgm_idx']) expect(short).toContain(index);
    expect(short).not.toContain('Seq Scan');
  });

  it('counts at most up to its cap, and past the page asked for: more says so (count_capped) and leaves a next page', async () => {
    for (const n of [1, 2, 3]) {
      const { user } = await createUser(app, { email: `capped-${n}@example.org` });
      await database.db.update(users).set({ createdAt: new Date(Date.UTC(2026, 0, n)) }).where(eq(users.id, user.id));
    }
    const search = (page: number, perPage: number, countCap: number) => searchUsers({ db: database.db }, { q: 'CAPPED-', page, perPage, all: false, countCap });
    // Three accounts match: a cap of two stops at two and says there are more; a cap of three counts them all.
    expect(await search(1, 2, 2)).toMatchObject({ count: 2, countCapped: true, users: [{ email: 'capped-3@example.org' }, { email: 'capped-2@example.org' }] });
    expect(await search(1, 2, 3)).toMatchObject({ count: 3, countCapped: false });
    // The second page of one: counted to its end and one more, so the third page is offered.
    expect(await search(2, 1, 1)).toMatchObject({ count: 2, countCapped: true, users: [{ email: 'capped-2@example.org' }] });
    expect(await search(2, 2, 2)).toMatchObject({ count: 3, countCapped: false, users: [{ email: 'capped-1@example.org' }] });
    expect((await searchUsers({ db: database.db }, { q: 'capped-', page: 1, perPage: 1, all: true, countCap: 1 })).count).toBe(3);
    expect((await call('GET', '?q=capped-&per_page=2', admin)).json().meta).toEqual({ count: 3, count_capped: false });
  });
});
