import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { autoRepair } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('auto repair', async () => {
  const { app, database } = await build();
  const owner = await createUser(app);
  const other = await createUser(app);
  const [first] = await database.db
    .insert(autoRepair)
    .values([
      { userId: owner.user.id, name: 'The first', createdAt: new Date('2026-11-02T10:00:00Z') },
      { userId: owner.user.id, name: 'The second', createdAt: new Date('2026-11-03T10:00:00Z') },
      { userId: other.user.id, name: 'Not yours', createdAt: new Date('2026-11-04T10:00:00Z') },
    ])
    .returning();

  const get = (url: string, caller: CreatedUser | null) => app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
  const list = (caller: CreatedUser | null, query = '') => get(`/api/v3/auto_repair${query}`, caller);
  const one = (id: string, caller: CreatedUser | null) => get(`/api/v3/auto_repair/${id}`, caller);

  it('lists the caller’s own auto repair, newest first, with the total', async () => {
    const reply = await list(owner);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('application/vnd.api+json');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const document = reply.json();
    expect(document.data.map((item: any) => item.attributes.name)).toEqual(['The second', 'The first']);
    expect(document.data[0]).toMatchObject({ type: 'auto_repair', attributes: { created_at: '2026-11-03T10:00:00.000Z' } });
    expect(document.meta.count).toBe(2);
    const second = await list(owner, '?page=2&per_page=1');
    expect(second.json().data.map((item: any) => item.attributes.name)).toEqual(['The first']);
    expect((await list(other)).json().data.map((item: any) => item.attributes.name)).toEqual(['Not yours']);
  });

  it('reads one to its owner; another user gets 404, a signed-out caller 401', async () => {
    const own = await one(first!.id, owner);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: first!.id, type: 'auto_repair', attributes: { name: 'The first' } });
    const theirs = await one(first!.id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].code).toBe('not_found');
    expect((await one(first!.id, null)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses bad input (422), pointing at the parameter', async () => {
    const page = await list(owner, '?per_page=0');
    expect(page.statusCode).toBe(422);
    expect(page.json().errors[0].source.parameter).toBe('per_page');
    const id = await one('not-an-id', owner);
    expect(id.statusCode).toBe(422);
    expect(id.json().errors[0].source.parameter).toBe('id');
  });
});
