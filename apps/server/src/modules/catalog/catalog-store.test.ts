import { z } from 'zod';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/index.ts';
import { createCatalogStore, snapshotDocument, withSnapshot } from './catalog-store.ts';
import { seedCatalog } from './seed-catalog.ts';

describe('catalogue store', async () => {
  const database = await createTestDatabase();
  await seedCatalog(database.db);
  afterAll(() => database.close());

  it('peeks nothing before the first load, then the loaded snapshot without a promise', async () => {
    const store = createCatalogStore(database.db);
    expect(store.peek()).toBeUndefined();
    const loaded = await store.get();
    expect(store.peek()).toBe(loaded);
    expect(loaded.services.length).toBeGreaterThanOrEqual(80);
  });

  it('keeps serving a stale snapshot while a fresh one loads in the background', async () => {
    const store = createCatalogStore(database.db, 0);
    const first = await store.get();
    // Stale at once (TTL 0): the old snapshot is still what a read gets…
    expect(store.peek()).toBe(first);
    // …until the background load replaces it.
    await vi.waitFor(() => expect(store.peek()).not.toBe(first));
    expect(store.peek()?.services.map((service) => service.id)).toEqual(first.services.map((service) => service.id));
  });

  it('runs withSnapshot at once when a snapshot is in memory, after the load otherwise', async () => {
    const store = createCatalogStore(database.db);
    const pending = withSnapshot(store, (snapshot) => snapshot.services.length);
    expect(pending).toBeInstanceOf(Promise);
    const count = await pending;
    expect(withSnapshot(store, (snapshot) => snapshot.services.length)).toBe(count);
  });

  it('builds a document once: a promise while building, then the document itself', async () => {
    const snapshot = await createCatalogStore(database.db).get();
    const build = vi.fn(async () => ({ names: snapshot.services.slice(0, 2).map((service) => service.name) }));
    const schema = z.object({ names: z.array(z.string()) });

    const building = snapshotDocument(snapshot, 'names', schema, build);
    expect(building).toBeInstanceOf(Promise);
    const built = await building;
    expect(JSON.parse(built.body.toString())).toEqual({ names: snapshot.services.slice(0, 2).map((service) => service.name) });

    // Served from now on without a promise, and never rebuilt.
    expect(snapshotDocument(snapshot, 'names', schema, build)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('drops a document whose build failed (or broke its contract), so the next read builds it again', async () => {
    const snapshot = await createCatalogStore(database.db).get();
    const schema = z.object({ ok: z.literal(true) });
    await expect(snapshotDocument(snapshot, 'flaky', schema, () => ({ ok: false }))).rejects.toThrow();
    const retried = snapshotDocument(snapshot, 'flaky', schema, () => ({ ok: true }));
    expect(retried).toBeInstanceOf(Promise);
    expect(JSON.parse((await retried).body.toString())).toEqual({ ok: true });
  });
});
