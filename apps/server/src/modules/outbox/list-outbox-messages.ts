import { type OutboxAttachment, type OutboxMessage, type OutboxStatus, outboxRoutes, routeUrl } from '@pitstop/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

const CODE = /\b(\d{6})\b/;
const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The latest messages of the outbox (newest first), optionally to one address, of one template or in one state. */
export async function listOutboxMessages(
  deps: { db: Db },
  { to, template, status, limit }: { to?: string; template?: string; status?: OutboxStatus; limit: number },
): Promise<OutboxMessage[]> {
  const filters: SQL[] = [];
  if (to) filters.push(sql`lower(${outboxMessages.to}) = lower(${to.trim()})`);
  if (template) filters.push(eq(outboxMessages.template, template));
  if (status) filters.push(eq(outboxMessages.status, status));
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  const attachments = await attachmentsOf(deps, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    code: CODE.exec(row.text)?.[1] ?? null,
    links: [...new Set(row.text.match(LINK) ?? [])],
    attachments: attachments.get(row.id) ?? [],
  }));
}

const ATTACHMENT_URL = routeUrl(outboxRoutes.getOutboxAttachment);

/** The files of these messages (without their content), by message, in their order. */
async function attachmentsOf(deps: { db: Db }, messageIds: string[]): Promise<Map<string, OutboxAttachment[]>> {
  const byMessage = new Map<string, OutboxAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await deps.db
    .select({
      id: outboxAttachments.id,
      messageId: outboxAttachments.messageId,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.content})`.mapWith(Number),
    })
    .from(outboxAttachments)
    .where(anyOf(outboxAttachments.messageId, messageIds))
    .orderBy(asc(outboxAttachments.messageId), asc(outboxAttachments.position));
  for (const { messageId, ...attachment } of rows) {
    const url = ATTACHMENT_URL.replace(':id', messageId).replace(':attachmentId', attachment.id);
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), { ...attachment, url }]);
  }
  return byMessage;
}
