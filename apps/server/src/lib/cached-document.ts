import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, compressOnce, negotiateEncoding, ownBytes } from './content-encoding.ts';

/** A response body serialised once and served many times, with its entity tag. */
export interface CachedDocument {
  body: Buffer;
  etag: string;
  /**
   * The body compressed once, off the request path, when it is worth compressing: until it is ready the
   * body goes out as it is. Routes serving cached documents opt out of per-request compression.
   */
  encoded?: { br: Buffer; gzip: Buffer };
  /** Settles when `encoded` is set (or compression is not worth it). */
  ready: Promise<void>;
}

export function cachedDocument(value: unknown): CachedDocument {
  const body = ownBytes(Buffer.from(JSON.stringify(value)));
  // Weak: the bytes on the wire differ per content encoding, the representation does not.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const document: CachedDocument = { body, etag, ready: Promise.resolve() };
  if (body.byteLength >= COMPRESS_MIN_BYTES) {
    document.ready = compressOnce(body, 'document').then(
      (encoded) => {
        document.encoded = encoded;
      },
      // zlib does not fail on a buffer in memory; were it to, the document is served uncompressed.
      () => undefined,
    );
  }
  return document;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match per RFC 9110 §13.1.2: `*` or any listed tag equal by weak comparison. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * Sends a cached document with its ETag and caching policy, compressed as the client accepts; answers 304
 * when the client's copy is current.
 *
 * A document already built is sent in the handler's own tick and nothing is returned, so reference routes
 * use plain (not `async`) handlers: an async one costs a promise and a trip through the microtask queue on
 * every request, and a plain one must not return the reply it has sent (Fastify would send it again). A
 * document still being built is sent when it is, and its promise returned for Fastify to wait on.
 */
export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument | Promise<CachedDocument>,
  options: { contentType: string; cacheControl: string },
): Promise<void> | undefined {
  if (document instanceof Promise) return document.then((built) => send(request, reply, built, options));
  send(request, reply, document, options);
  return undefined;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
) {
  reply.header('etag', document.etag).header('cache-control', cacheControl);
  const compressible = document.body.byteLength >= COMPRESS_MIN_BYTES;
  if (compressible) reply.header('vary', 'accept-encoding');
  if (isNotModified(request, document.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type(contentType);
  const encoding = compressible && document.encoded ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity' || !document.encoded) reply.send(document.body);
  else reply.header('content-encoding', encoding).send(document.encoded[encoding]);
}
