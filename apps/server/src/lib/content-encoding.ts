import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing costs more than it saves (the compress plugin's own threshold). */
export const COMPRESS_MIN_BYTES = 1024;

// Browsers send a handful of distinct Accept-Encoding values: remember the answer for each (bounded).
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** The encoding to answer an Accept-Encoding header with, among those we keep bodies in. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return encodings.negotiate(String(acceptEncoding)) ?? 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A buffer of its own, exactly as long as its bytes, for what is kept long. zlib hands back an output that fits in
 * one chunk as a view of its whole 64 KiB chunk, and a short Buffer.from() is a view of an 8 KiB shared pool: kept,
 * a 1 KB compressed document held 64 KiB (the soak of ADR 077).
 */
export function ownBytes(view: Buffer): Buffer {
  if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength) return view;
  const own = Buffer.allocUnsafeSlow(view.byteLength);
  view.copy(own);
  return own;
}

/**
 * How hard brotli works on a body compressed once. Quality 9 costs a fixed ~5 ms of CPU (1.5 ms of it on the main
 * thread) for its large hash tables, whatever the body's size: for a user's 12 KB list it bought 0.2 % over quality
 * 5 at twenty times the cost, and a server building a document for each user paid it on nearly every call (the
 * scale proof's profile, ADR 086). Pages are kept for everyone and are ten times larger, where 9 still saves 2–3 %.
 */
export const BROTLI_QUALITY = { page: 9, document: 5 } as const;

/**
 * A body compressed once to be served many times (cached pages and documents): slower settings than a
 * per-request compressor would use, for smaller bodies. The copies are kept, so each is a buffer of its own size.
 */
export async function compressOnce(body: Buffer, use: keyof typeof BROTLI_QUALITY): Promise<{ br: Buffer; gzip: Buffer }> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use], [BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzip(body, { level: 9 }),
  ]);
  return { br: ownBytes(br), gzip: ownBytes(gz) };
}
