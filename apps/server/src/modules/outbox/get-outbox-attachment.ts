import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxAttachments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** One file of a kept email, with its content; not found when the message has no such file (or was delivered). */
export async function getOutboxAttachment(deps: { db: Db }, { id, attachmentId }: { id: string; attachmentId: string }) {
  const [attachment] = await deps.db
    .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.id, attachmentId), eq(outboxAttachments.messageId, id)));
  if (!attachment) throw new AppError('not_found', 'No such attachment.');
  return attachment;
}
