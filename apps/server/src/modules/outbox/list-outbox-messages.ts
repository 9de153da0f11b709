import type { OutboxMessage } from '@pitstop/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

const CODE = /\b(\d{6})\b/;
const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The latest messages of the outbox (newest first), optionally to one address or of one template. */
export async function listOutboxMessages(
  deps: { db: Db },
  { to, template, limit }: { to?: string; template?: string; limit: number },
): Promise<OutboxMessage[]> {
  const filters: SQL[] = [];
  if (to) filters.push(sql`lower(${outboxMessages.to}) = lower(${to.trim()})`);
  if (template) filters.push(eq(outboxMessages.template, template));
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    code: CODE.exec(row.text)?.[1] ?? null,
    links: [...new Set(row.text.match(LINK) ?? [])],
  }));
}
