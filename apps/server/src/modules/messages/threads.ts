import { type MessageParty, type MessageThread, messageMessages } from '@pitstop/contracts';
import { desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messageThreads, shopLocations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';

export type ThreadRow = typeof messageThreads.$inferSelect;

/** Who answers support threads: admins and employees (ADR 078). */
export const isSupport = (user: { admin: boolean; type: string }) => user.admin || user.type === 'employee';

/**
 * Who reads: the customer of a thread, support (an admin or an employee, on support threads; `admin` is that role), or a shop location's staff. Each
 * side's unread messages are the other side's written after its own read mark (ADR 063).
 */
export type Reader = { side: 'customer' | 'support'; userId: string; admin: boolean } | { side: 'shop'; locationId: string };

/** The side a user reads a thread from, or null when they are no party of it. */
export function sideOf(reader: Reader, thread: ThreadRow): MessageParty | null {
  if (reader.side === 'shop') return thread.locationId === reader.locationId ? 'shop' : null;
  if (thread.customerId === reader.userId) return 'customer';
  return reader.admin && thread.locationId === null ? 'support' : null;
}

/** A message is unread by the customer when the other side wrote it after the customer's mark (and the reverse). */
export const unreadSql = (side: MessageParty): SQL<number> =>
  side === 'customer'
    ? sql<number>`(select count(*)::int from messages m where m.thread_id = ${messageThreads.id} and m.sender <> 'customer' and m.created_at > coalesce(${messageThreads.customerReadAt}, 'epoch'))`
    : sql<number>`(select count(*)::int from messages m where m.thread_id = ${messageThreads.id} and m.sender = 'customer' and m.created_at > coalesce(${messageThreads.otherReadAt}, 'epoch'))`;
const lastBodySql = sql<string | null>`(select m.body from messages m where m.thread_id = ${messageThreads.id} order by m.seq desc limit 1)`;

/** "Ada L.": a customer as the shop and support see them (never their email). */
export const customerName = (first: string | null, last: string | null) =>
  [first, last ? `${last.slice(0, 1)}.` : null].filter(Boolean).join(' ') || 'Customer';

interface Listed {
  row: ThreadRow;
  locationName: string | null;
  firstName: string | null;
  lastName: string | null;
  customerUnread: number;
  otherUnread: number;
  lastBody: string | null;
}

function view(reader: Reader, listed: Listed, brandName: string): MessageThread {
  const { row } = listed;
  const side = sideOf(reader, row) ?? 'customer';
  const counterpartName =
    side === 'customer' ? (row.locationId === null ? `${brandName} support` : (listed.locationName ?? 'The shop')) : customerName(listed.firstName, listed.lastName);
  return {
    id: row.id,
    referenceType: row.referenceType,
    referenceId: row.referenceType === 'support' ? null : row.referenceId,
    counterpartName,
    subject: row.subject,
    lastMessage: listed.lastBody,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: side === 'customer' ? listed.customerUnread : listed.otherUnread,
  };
}

async function select(db: Db | Tx, where: SQL | undefined, limit?: number): Promise<Listed[]> {
  const query = db
    .select({
      row: messageThreads,
      locationName: shopLocations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      customerUnread: unreadSql('customer'),
      otherUnread: unreadSql('shop'),
      lastBody: lastBodySql,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.customerId))
    .leftJoin(shopLocations, eq(shopLocations.id, messageThreads.locationId))
    .where(where)
    .orderBy(sql`${messageThreads.lastMessageAt} desc nulls last`, desc(messageThreads.createdAt));
  return limit ? query.limit(limit) : query;
}

/** The reader's threads, latest first, and their unread messages in all. */
export async function listThreads(db: Db, reader: Reader, brandName: string): Promise<{ threads: MessageThread[]; unreadCount: number }> {
  const where =
    reader.side === 'shop'
      ? eq(messageThreads.locationId, reader.locationId)
      : reader.admin
        ? or(eq(messageThreads.customerId, reader.userId), isNull(messageThreads.locationId))
        : eq(messageThreads.customerId, reader.userId);
  const threads = (await select(db, where)).map((listed) => view(reader, listed, brandName));
  return { threads, unreadCount: threads.reduce((sum, thread) => sum + thread.unreadCount, 0) };
}

/** One thread the reader is a party of; anything else (another's, none, a malformed id) is 404. */
export async function findThread(db: Db | Tx, reader: Reader, threadId: string): Promise<{ row: ThreadRow; side: MessageParty }> {
  const [row] = isUuid(threadId) ? await db.select().from(messageThreads).where(eq(messageThreads.id, threadId)) : [];
  const side = row ? sideOf(reader, row) : null;
  if (!row || !side) throw new AppError('not_found', messageMessages.threadNotFound);
  return { row, side };
}

export async function threadView(db: Db | Tx, reader: Reader, threadId: string, brandName: string): Promise<MessageThread> {
  const [listed] = await select(db, eq(messageThreads.id, threadId), 1);
  if (!listed) throw new AppError('not_found', messageMessages.threadNotFound);
  return view(reader, listed, brandName);
}
