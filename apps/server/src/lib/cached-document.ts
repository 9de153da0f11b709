import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialised once and served many times, with its entity tag. */
export interface CachedDocument {
  body: Buffer;
  etag: string;
}

export function cachedDocument(value: unknown): CachedDocument {
  const body = Buffer.from(JSON.stringify(value));
  // Weak: the bytes on the wire differ per content encoding, the representation does not.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
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

/** Sends a cached document with its ETag and caching policy; answers 304 when the client's copy is current. */
export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
) {
  reply.header('etag', document.etag).header('cache-control', cacheControl);
  if (isNotModified(request, document.etag)) return reply.code(304).send();
  return reply.type(contentType).send(document.body);
}
