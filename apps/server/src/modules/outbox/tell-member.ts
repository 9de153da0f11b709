import type { EmailContent, Outbox } from '../../adapters/email/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type Reachable, reachableContacts } from '../accounts/index.ts';
import type { MessageBudget } from './message-budget.ts';

/**
 * The one way a member is told something by email or text (ADR 047): by email only at a confirmed address, by
 * text only at a verified number (and only when the caller passes a text: the request's notification method
 * is the caller's), each within the notification budget (message-budget.ts). Queued in the caller's
 * transaction; returns the queued ids (for `outbox.deliver` after commit). What is not allowed is left out,
 * never refused: the action that tells goes on.
 */
export async function tellMember(
  tx: Db | Tx,
  deps: { outbox: Outbox; messageBudget: MessageBudget },
  userId: string,
  message: { email?: (to: Reachable) => EmailContent; text?: { body: (to: Reachable) => string; template: string } },
): Promise<string[]> {
  const to = await reachableContacts(tx, userId);
  if (!to) return [];
  const ids: string[] = [];
  if (message.text && to.phoneNumber && (await deps.messageBudget.allows({ to: to.phoneNumber, userId, channel: 'sms' }))) {
    ids.push(await deps.outbox.queueSms(tx, to.phoneNumber, message.text.body(to), message.text.template));
  }
  if (message.email && to.email && (await deps.messageBudget.allows({ to: to.email, userId, channel: 'email' }))) {
    ids.push(await deps.outbox.queueEmail(tx, to.email, message.email(to)));
  }
  return ids;
}
