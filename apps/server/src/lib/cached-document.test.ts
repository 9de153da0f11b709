import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedDocument, sendCachedDocument } from './cached-document.ts';

const CACHE = { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=60' };

describe('sendCachedDocument', async () => {
  const document = cachedDocument({ hello: 'world' });
  const seen: Array<{ sentInHandler: boolean; returned: unknown }> = [];
  const app = Fastify();
  // Plain handlers, as the reference routes use.
  app.get('/ready', (request, reply) => {
    const returned = sendCachedDocument(request, reply, document, CACHE);
    seen.push({ sentInHandler: reply.sent, returned });
    return returned;
  });
  app.get('/building', (request, reply) => {
    const later = new Promise<typeof document>((resolve) => setTimeout(() => resolve(document), 5));
    const returned = sendCachedDocument(request, reply, later, CACHE);
    seen.push({ sentInHandler: reply.sent, returned });
    return returned;
  });
  app.get('/failed', (request, reply) => sendCachedDocument(request, reply, Promise.reject(new Error('build failed')), CACHE));
  await app.ready();
  afterAll(() => app.close());

  it('sends a ready document within the handler and returns nothing for Fastify to wait on', async () => {
    seen.length = 0;
    const response = await app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
    expect(response.headers).toMatchObject({ etag: document.etag, 'cache-control': CACHE.cacheControl });
    expect(seen).toEqual([{ sentInHandler: true, returned: undefined }]);
  });

  it('sends a document still being built when it is ready, through the promise it returns', async () => {
    seen.length = 0;
    const response = await app.inject({ url: '/building' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.sentInHandler).toBe(false);
    expect(seen[0]?.returned).toBeInstanceOf(Promise);
  });

  it('answers 304 to a client holding the current ETag', async () => {
    const response = await app.inject({ url: '/ready', headers: { 'if-none-match': document.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('turns a failed build into an error reply, not a hung request', async () => {
    const response = await app.inject({ url: '/failed' });
    expect(response.statusCode).toBe(500);
  });
});

describe('cachedDocument', () => {
  it('keeps buffers of their own size: a small compressed copy does not hold zlib’s whole output chunk (ADR 077)', async () => {
    const value = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `shop ${index * 7919}` }));
    const document = cachedDocument(value);
    await document.ready;
    const { br, gzip } = document.encoded!;
    expect(br.byteLength).toBeLessThan(document.body.byteLength / 2);
    for (const buffer of [document.body, br, gzip]) expect(buffer.buffer.byteLength).toBe(buffer.byteLength);
    // Still the same bytes.
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(value);
    expect(JSON.parse(gunzipSync(gzip).toString())).toEqual(value);
  });
});
