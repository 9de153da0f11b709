import { describe, expect, it } from 'vitest';
import { OwnedDocuments } from './owned-documents.ts';

/** A read the test settles when it chooses: what a database read in flight looks like. */
function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise<unknown>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('OwnedDocuments', () => {
  const alice = { userId: 'alice', id: 'request-1' };

  it('keeps a read for its user and hands it back without reading again', async () => {
    const documents = new OwnedDocuments();
    let reads = 0;
    const read = async () => ({ version: ++reads });
    const first = await documents.get(alice, read);
    expect(JSON.parse(first.body.toString())).toEqual({ version: 1 });
    expect(documents.get(alice, read)).toBe(first);
    expect(reads).toBe(1);
  });

  it('never hands one user’s copy to another: the other is read for (and told what the read says)', async () => {
    const documents = new OwnedDocuments();
    await documents.get(alice, async () => ({ owner: 'alice' }));
    const other = { userId: 'bob', id: alice.id };
    await expect(documents.get(other, async () => Promise.reject(new Error('Service request not found.')))).rejects.toThrow('not found');
    // Nor does the refused read displace the owner's copy.
    let reads = 0;
    await documents.get(alice, async () => ({ read: ++reads }));
    expect(reads).toBe(0);
  });

  it('reads again once the document changed', async () => {
    const documents = new OwnedDocuments();
    await documents.get(alice, async () => ({ status: 'open' }));
    documents.invalidate(alice.id);
    const after = await documents.get(alice, async () => ({ status: 'withdrawn' }));
    expect(JSON.parse(after.body.toString())).toEqual({ status: 'withdrawn' });
  });

  it('drops every document of one owner at once, and no one else’s', async () => {
    const documents = new OwnedDocuments();
    const profile = { userId: 'alice', id: 'alice profile' };
    const bobs = { userId: 'bob', id: 'bob profile' };
    await documents.get(alice, async () => ({ read: 1 }));
    await documents.get(profile, async () => ({ read: 1 }));
    await documents.get(bobs, async () => ({ read: 1 }));
    documents.invalidateOwner('alice');
    let reads = 0;
    const read = async () => ({ read: ++reads });
    await documents.get(alice, read);
    await documents.get(profile, read);
    expect(reads).toBe(2);
    await documents.get(bobs, read);
    expect(reads).toBe(2);
    // Read again after the drop, they are kept (and dropped) as before.
    documents.invalidateOwner('alice');
    await documents.get(profile, read);
    expect(reads).toBe(3);
  });

  it('does not keep a read that was under way when a change came: it may predate the change', async () => {
    const documents = new OwnedDocuments();
    const inFlight = deferred();
    const answered = documents.get(alice, () => inFlight.promise);
    documents.invalidate(alice.id);
    inFlight.resolve({ status: 'open' });
    // The caller that asked before the change is answered with what was read…
    expect(JSON.parse((await answered).body.toString())).toEqual({ status: 'open' });
    // …but the next one reads again.
    const next = await documents.get(alice, async () => ({ status: 'withdrawn' }));
    expect(JSON.parse(next.body.toString())).toEqual({ status: 'withdrawn' });
  });

  it('reads again after the TTL, bounding what is not signalled', async () => {
    let now = 0;
    const documents = new OwnedDocuments({ ttlMs: 10_000, now: () => now });
    let reads = 0;
    const read = async () => ({ read: ++reads });
    await documents.get(alice, read);
    now = 9_999;
    await documents.get(alice, read);
    expect(reads).toBe(1);
    now = 10_000;
    await documents.get(alice, read);
    expect(reads).toBe(2);
  });
});
