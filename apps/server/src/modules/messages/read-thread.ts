import { type Message, type MessageParty, type MessageThread, type MessageThreadQuery } from '@pitstop/contracts';
import { and, asc, count, desc, eq, gt, max } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, messageThreads, shopLocations, users } from '../../db/schema/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { customerName, findThread, type Reader, threadView } from './threads.ts';

type ThreadQuery = Omit<z.output<typeof MessageThreadQuery>, 'threadId'>;

export interface MessagePage {
  messages: Message[];
  /** Every message of the thread. */
  count: number;
  /** The last message's sequence number: with it, the next read gets only what came after. */
  syncToken: string;
  thread: MessageThread;
}

/**
 * A thread's messages as one of its parties reads them (ADR 063): page 1 is the latest `maxPerPage`, each page
 * oldest first; with a sync token, only the messages written after it (up to `maxPerPage`), oldest first.
 */
export async function readThread(deps: Pick<MessagesDeps, 'db' | 'config'>, reader: Reader, threadId: string, query: ThreadQuery): Promise<MessagePage> {
  const { db } = deps;
  const { row, side } = await findThread(db, reader, threadId);
  const columns = {
    id: messages.id,
    seq: messages.seq,
    sender: messages.sender,
    body: messages.body,
    createdAt: messages.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  const base = db.select(columns).from(messages).leftJoin(users, eq(users.id, messages.senderUserId));
  const rows =
    query.syncToken !== undefined
      ? await base.where(and(eq(messages.threadId, row.id), gt(messages.seq, Number(query.syncToken)))).orderBy(asc(messages.seq)).limit(query.maxPerPage)
      : (
          await base
            .where(eq(messages.threadId, row.id))
            .orderBy(desc(messages.seq))
            .limit(query.maxPerPage)
            .offset((query.page - 1) * query.maxPerPage)
        ).reverse();
  const [totals] = await db.select({ count: count(), last: max(messages.seq) }).from(messages).where(eq(messages.threadId, row.id));
  const [location] = row.locationId ? await db.select({ name: shopLocations.name }).from(shopLocations).where(eq(shopLocations.id, row.locationId)) : [];
  const nameOf = (sender: MessageParty, first: string | null, last: string | null) =>
    sender === 'support' ? `${deps.config.brandName} support` : sender === 'shop' ? (location?.name ?? 'The shop') : customerName(first, last);
  return {
    messages: rows.map((message) => ({
      id: message.id,
      threadId: row.id,
      sender: message.sender,
      senderName: nameOf(message.sender, message.firstName, message.lastName),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      mine: message.sender === side,
    })),
    count: totals?.count ?? 0,
    syncToken: String(Math.max(totals?.last ?? 0, query.syncToken ? Number(query.syncToken) : 0)),
    thread: await threadView(db, reader, row.id, deps.config.brandName),
  };
}

/** The reader has read the thread now: the other side's messages so far stop counting as unread. */
export async function markThreadRead(deps: MessagesDeps, reader: Reader, threadId: string): Promise<MessageThread> {
  return deps.db.transaction(async (tx) => {
    const { row, side } = await findThread(tx, reader, threadId);
    const now = deps.clock.now();
    await tx
      .update(messageThreads)
      .set(side === 'customer' ? { customerReadAt: now } : { otherReadAt: now })
      .where(eq(messageThreads.id, row.id));
    await deps.events.emit(tx, { type: 'message_thread.read', threadId: row.id, customerId: row.customerId, locationId: row.locationId, side });
    return threadView(tx, reader, row.id, deps.config.brandName);
  });
}
