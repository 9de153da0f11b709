import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const TOO_MANY = 'Too many requests. Please try again later.';

export const tooMany = (ttlInSeconds: number, detail = TOO_MANY) =>
  new AppError('rate_limited', detail, { headers: { 'retry-after': String(ttlInSeconds) } });

interface Keyed {
  limitKey: string;
}

/**
 * One counter per key of its own, namespaced by `name`, on @fastify/rate-limit's store (Redis when configured,
 * so every node counts together). The store wants a request to read its key from; a counter that is not about
 * the request itself (an address, an account) hands it a bare one. `sentence` is what a refusal says (429
 * `rate_limited`, with Retry-After).
 */
export function rateCounter(app: FastifyInstance, name: string, limit: number, timeWindow: string, sentence = TOO_MANY) {
  const limiter = app.createRateLimit({
    max: limit,
    timeWindow,
    keyGenerator: (request) => (request as unknown as Keyed).limitKey,
    // The site-wide allow list is about paths; these counters are about accounts and addresses.
    allowList: () => false,
  });
  const keyed = (key: string): Keyed & Pick<FastifyRequest, 'routeOptions'> =>
    ({ limitKey: `${name}:${key}`, routeOptions: { config: {} } }) as never;
  return {
    /** Counts one; throws `rate_limited` when that went past the limit. */
    async take(key: string) {
      const result = await limiter(keyed(key) as never);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds, sentence);
    },
    /** Counts one; false when that went past the limit (never throws). */
    async allows(key: string): Promise<boolean> {
      const result = await limiter(keyed(key) as never);
      return result.isAllowed || !result.isExceeded;
    },
    /** Counts nothing; throws when the limit is already reached. */
    async check(key: string) {
      const result = await limiter(keyed(key) as never, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw tooMany(result.ttlInSeconds, sentence);
    },
    /** Counts one, never throws (a failure recorded for the next check). */
    async count(key: string) {
      await limiter(keyed(key) as never);
    },
  };
}
