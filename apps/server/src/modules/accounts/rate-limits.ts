import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * Limits of the account routes (beyond the global one): per IP on each route (route `config.rateLimit`,
 * checked before the body is read) and, where a target can be named, per email or per user (checked after
 * validation, so the key is the validated value). AUTH_RATE_LIMIT_MAX sets the base number.
 */
export function accountRateLimits(app: FastifyInstance, config: Config) {
  const max = config.authRateLimitMax;

  /** For route `config`: this many requests per minute per IP. */
  const perIp = (factor = 1) => ({ rateLimit: { max: max * factor, timeWindow: '1 minute' } });

  /** A preHandler limiting by a key taken from the validated request (namespaced by `name`). */
  function perKey(name: string, limit: number, timeWindow: string, key: (request: FastifyRequest) => string | undefined) {
    const limiter = app.createRateLimit({ max: limit, timeWindow, keyGenerator: (request) => `${name}:${key(request) ?? '-'}` });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('rate_limited', TOO_MANY, { headers: { 'retry-after': String(result.ttlInSeconds) } });
      }
    };
  }
  const email = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email?.trim().toLowerCase();
  const user = (request: FastifyRequest) => request.user?.id;

  return {
    perIp,
    /** Password guessing against one account from many addresses. */
    signInPerEmail: perKey('sign-in', max, '15 minutes', email),
    /** Reset emails to one inbox. */
    forgotPasswordPerEmail: perKey('forgot-password', Math.max(1, Math.ceil(max / 2)), '1 hour', email),
    /** Codes sent to one account. */
    resendPerUser: perKey('resend-code', Math.max(1, Math.ceil(max / 2)), '1 hour', user),
    confirmPerUser: perKey('confirm-email', max, '15 minutes', user),
  };
}
