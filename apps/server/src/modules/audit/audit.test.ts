import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { auditActor, recordAudit } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('audit log', async () => {
  const { app, database } = await build();
  const MONDAY = new Date('2026-11-02T15:00:00Z');
  app.clock.set!(MONDAY);
  const admin = await createUser(app, { admin: true });
  const employee = await createUser(app, { type: 'employee' });
  const member = await createUser(app);

  const disabledAt = app.clock.now();
  await database.db.transaction(async (tx) => {
    await recordAudit(tx, { ...auditActor(admin.user), action: 'user.disable', subjectType: 'user', subjectId: member.user.id, reason: 'Card testing', detail: { from: 'active', to: 'disabled' }, at: disabledAt });
    await recordAudit(tx, { ...auditActor(employee.user), action: 'message.support_reply', subjectType: 'user', subjectId: member.user.id, at: new Date(disabledAt.getTime() + 60_000) });
    await recordAudit(tx, { ...auditActor(admin.user), action: 'shop_application.approve', subjectType: 'shop_application', subjectId: 'a-1', at: new Date(disabledAt.getTime() + 120_000) });
  });

  const list = (caller: CreatedUser | null, query = '') =>
    app.inject({ method: 'GET', url: `/api/v3/admin/audit_log${query}`, headers: caller?.headers ?? {} });

  it('lists every entry to an admin, newest first, with the actor, the total and the clock’s time', async () => {
    const reply = await list(admin);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const document = reply.json();
    expect(document.meta.count).toBe(3);
    expect(document.data.map((entry: any) => entry.attributes.action)).toEqual(['shop_application.approve', 'message.support_reply', 'user.disable']);
    expect(document.data[2]).toMatchObject({
      type: 'audit_log_entries',
      attributes: {
        actor_id: admin.user.id,
        actor_email: admin.user.email,
        actor_role: 'admin',
        subject_type: 'user',
        subject_id: member.user.id,
        reason: 'Card testing',
        detail: { from: 'active', to: 'disabled' },
        created_at: disabledAt.toISOString(),
      },
    });
    expect(document.data[1].attributes).toMatchObject({ actor_role: 'employee', reason: null, detail: {} });
  });

  it('filters by subject, actor and action, a page at a time', async () => {
    const bySubject = (await list(admin, `?subject_type=user&subject_id=${member.user.id}`)).json();
    expect(bySubject.meta.count).toBe(2);
    const byActor = (await list(admin, `?actor_id=${employee.user.id}`)).json();
    expect(byActor.data.map((entry: any) => entry.attributes.action)).toEqual(['message.support_reply']);
    const byAction = (await list(admin, '?action=user.disable')).json();
    expect(byAction.meta.count).toBe(1);
    const second = (await list(admin, '?page=2&per_page=2')).json();
    expect(second.data.map((entry: any) => entry.attributes.action)).toEqual(['user.disable']);
    expect(second.meta.count).toBe(3);
  });

  it('is for admins only: an employee or a member 403, a guest 401', async () => {
    for (const caller of [employee, member]) {
      const reply = await list(caller);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().errors[0]).toMatchObject({ code: 'admin_required', detail: 'Only administrators can do that.' });
    }
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses bad filters (422), pointing at the parameter', async () => {
    for (const [query, parameter] of [
      ['?actor_id=nobody', 'actor_id'],
      ['?action=DROP TABLE', 'action'],
      ['?subject_type=User!', 'subject_type'],
      ['?per_page=0', 'per_page'],
    ] as const) {
      const reply = await list(admin, query);
      expect(reply.statusCode, query).toBe(422);
      expect(reply.json().errors[0].source.parameter).toBe(parameter);
    }
  });

  it('writes nothing when the change’s transaction rolls back', async () => {
    const before = (await database.db.select().from(auditLog)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { ...auditActor(admin.user), action: 'user.enable', subjectType: 'user', subjectId: member.user.id, at: app.clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await database.db.select().from(auditLog)).length).toBe(before);
  });
});
