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

/** Settings for bodies compressed once and served many times: slower than per-request settings, smaller. */
export const brotliOnceOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
export const GZIP_ONCE_OPTIONS: zlib.ZlibOptions = { level: 9 };
