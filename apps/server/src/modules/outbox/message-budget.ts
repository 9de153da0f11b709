import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { rateCounter } from '../../lib/rate-counter.ts';

/**
 * The notification budget (ADR 047): every email or text a member's action causes (booking, cancel, reschedule,
 * proposals, standalone appointments, new offers, extra work, reminders, receipts) is counted per target (the
 * address or phone number) and per account (the member it is about), on the same store as the account routes'
 * mail budget (accounts/rate-limits.ts). A message past either budget is not queued; the action that caused it
 * still happens (a booking must never fail because a mail budget is spent). Routes whose only effect is a
 * message (the phone code, an account code) use the account routes' budget instead, which refuses with 429.
 *
 * Use it right before queueing, in the transaction that causes the message:
 *
 *   if (await app.messageBudget.allows({ to: email, userId })) await outbox.queueEmail(tx, email, content);
 */
export interface MessageBudget {
  /**
   * Counts one message to `to` (an email address, any case, or phone digits) about account `userId` (none for
   * a guest's form: the target's budget alone); false when that went past either budget — then queue nothing.
   * Never throws.
   */
  allows(target: { to: string; userId?: string; channel: 'email' | 'sms' }): Promise<boolean>;
}

/** Per target `AUTH_RATE_LIMIT_MAX` messages an hour (10 by default); per account twice that (an email and a text an event). */
export function messageBudgetFor(app: FastifyInstance, config: Config): MessageBudget {
  const max = config.authRateLimitMax;
  const perTarget = rateCounter(app, 'notify-to', max, '1 hour');
  const perAccount = rateCounter(app, 'notify-account', max * 2, '1 hour');
  return {
    async allows({ to, userId, channel }) {
      const target = channel === 'email' ? to.trim().toLowerCase() : to.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');
      const allowed = (await perTarget.allows(`${channel}:${target}`)) && (userId === undefined || (await perAccount.allows(userId)));
      if (!allowed) app.log.warn({ userId, channel }, 'notification not sent: message budget spent');
      return allowed;
    },
  };
}
