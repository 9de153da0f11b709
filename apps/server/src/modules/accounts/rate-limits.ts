import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

const TOO_MANY = 'Too many requests. Please try again later.';

const tooMany = (ttlInSeconds: number, sentence = TOO_MANY) => new AppError('rate_limited', sentence, { headers: { 'retry-after': String(ttlInSeconds) } });

/**
 * One counter per key of its own, namespaced by `name`, on @fastify/rate-limit's store (Redis when configured, so
 * every node counts together): the one way a budget of calls is kept, here and in other modules (through the
 * accounts' index). `sentence` is what a refusal says (429 `rate_limited`, with Retry-After). The store wants a
 * request to read its key from; a counter that is not about the request itself (an address, an account) hands it
 * a bare one.
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
    /** Counts one; throws when that went past the limit. */
    async take(key: string) {
      const result = await limiter(keyed(key) as never);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds, sentence);
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

/** The mail budget the accounts' use-cases spend before they queue a message (deps.limits). */
export interface AccountLimits {
  /**
   * Counts one message to `address` (whatever the call that sends it) and one for the account `userId` when
   * given; throws `rate_limited` once either went past its budget. Called before the message is queued.
   */
  mail(target: { address: string; userId?: string }): Promise<void>;
}

/**
 * Limits of the account routes (beyond the global one), all on @fastify/rate-limit's store (Redis when
 * configured, so every node counts together). AUTH_RATE_LIMIT_MAX (`max`) sets the base number:
 *
 * - per IP on each route (route `config.rateLimit`, checked before the body is read);
 * - mail: per target address and per account, for every call that sends mail (sign-up, email verification,
 *   resend code, profile email change, forgot password), `max / 2` an hour each;
 * - sign-in failures only: `max` per email and address in 15 minutes, `max × 10` per email an hour from
 *   everywhere (ASVS 2.2.1's ceiling of 100 with the default 10); a correct password is never counted, and
 *   other calls (forgot password) never touch these counters, so nobody locks another out from elsewhere;
 * - current-password failures: `max` per account in 15 minutes (profile update with a password, change password);
 * - confirmation-code tries: `max` per account in 15 minutes (beside the attempts each code allows).
 */
export function accountRateLimits(app: FastifyInstance, config: Config) {
  const max = config.authRateLimitMax;
  const mailMax = Math.max(1, Math.ceil(max / 2));

  /** For route `config`: this many requests per minute per IP. */
  const perIp = (factor = 1) => ({ rateLimit: { max: max * factor, timeWindow: '1 minute' } });

  /** One counter per key of its own, namespaced by `name` (rateCounter). */
  const counter = (name: string, limit: number, timeWindow: string) => rateCounter(app, name, limit, timeWindow);

  const email = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email?.trim().toLowerCase() ?? '-';
  const user = (request: FastifyRequest) => request.user?.id ?? '-';

  const mailToAddress = counter('mail-to', mailMax, '1 hour');
  const mailForAccount = counter('mail-account', mailMax, '1 hour');
  const signInFailuresHere = counter('sign-in-failed', max, '15 minutes');
  const signInFailuresAnywhere = counter('sign-in-failed-any', max * 10, '1 hour');
  const passwordFailures = counter('password-failed', max, '15 minutes');
  const confirmTries = counter('confirm-email', max, '15 minutes');

  const mail: AccountLimits = {
    async mail({ address, userId }) {
      await mailToAddress.take(address.trim().toLowerCase());
      if (userId) await mailForAccount.take(userId);
    },
  };

  /** Runs `handler`; a failure with `code` is counted by `onFailure` before it is thrown on. */
  async function countingFailures<T>(code: AppError['code'], onFailure: () => Promise<void>, handler: () => Promise<T>): Promise<T> {
    try {
      return await handler();
    } catch (error) {
      if (error instanceof AppError && error.code === code) await onFailure();
      throw error;
    }
  }

  return {
    perIp,
    mail,
    /** preHandler: refuses a sign-in while the email's failures (from this address, or from all) are at the limit. */
    async signInAllowed(request: FastifyRequest) {
      await signInFailuresHere.check(`${email(request)}|${request.ip}`);
      await signInFailuresAnywhere.check(email(request));
    },
    /** Runs the sign-in; a wrong password (or unknown email) counts as a failure of that email. */
    countingSignInFailures<T>(request: FastifyRequest, handler: () => Promise<T>) {
      return countingFailures('invalid_credentials', async () => {
        await signInFailuresHere.count(`${email(request)}|${request.ip}`);
        await signInFailuresAnywhere.count(email(request));
      }, handler);
    },
    /** preHandler: refuses a call that checks the current password while the account's failures are at the limit. */
    async passwordCheckAllowed(request: FastifyRequest) {
      const body = request.body as { password?: unknown; currentPassword?: unknown } | undefined;
      if (body?.password === undefined && body?.currentPassword === undefined) return;
      await passwordFailures.check(user(request));
    },
    /** Runs a call that may check the current password; a wrong one counts against the account. */
    countingPasswordFailures<T>(request: FastifyRequest, handler: () => Promise<T>) {
      return countingFailures('current_password_wrong', () => passwordFailures.count(user(request)), handler);
    },
    /** preHandler: confirmation-code tries per account. */
    async confirmPerUser(request: FastifyRequest) {
      await confirmTries.take(user(request));
    },
  };
}

interface Keyed {
  limitKey: string;
}
