import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts';
import type { SmsTransport } from '../sms/index.ts';
import type { EmailTransport } from './index.ts';
import type { EmailContent } from './templates.ts';

type Executor = Db | Tx;

/** What stays of a message once a transport took it. */
export const DELIVERED_BODY = '(delivered; body removed)';

export interface OutboxDeps {
  db: Db;
  email: EmailTransport | null;
  sms: SmsTransport | null;
  log: FastifyBaseLogger;
}

/**
 * Email and SMS leave through one transactional outbox: `queue*` writes the message with the change that
 * causes it (same transaction), `deliver` sends it after commit. A channel without a transport keeps its
 * messages as 'local' — what /dev/outbox shows.
 */
export function createOutbox({ db, email, sms, log }: OutboxDeps) {
  async function deliverOne(id: string) {
    // Claim before sending, so two deliverers never send the same message twice.
    const [message] = await db
      .update(outboxMessages)
      .set({ status: 'sent', attempts: sql`${outboxMessages.attempts} + 1`, sentAt: new Date() })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')))
      .returning();
    if (!message) return;
    try {
      if (message.channel === 'email') {
        if (!email) throw new Error('no email transport');
        const attachments = await db
          .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
          .from(outboxAttachments)
          .where(eq(outboxAttachments.messageId, id))
          .orderBy(asc(outboxAttachments.position));
        await email.send({
          to: message.to,
          subject: message.subject ?? '',
          html: message.html ?? '',
          text: message.text,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } else {
        if (!sms) throw new Error('no SMS transport');
        await sms.send({ to: message.to, body: message.text });
      }
      // Sent for real: the body (codes, reset links) and its files have no business staying in the database.
      await db.transaction(async (tx) => {
        await tx.update(outboxMessages).set({ subject: null, html: null, text: DELIVERED_BODY }).where(eq(outboxMessages.id, id));
        await tx.delete(outboxAttachments).where(eq(outboxAttachments.messageId, id));
      });
    } catch (error) {
      log.warn({ err: error, outboxId: id, channel: message.channel }, 'outbox delivery failed');
      await db
        .update(outboxMessages)
        .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error), sentAt: null })
        .where(eq(outboxMessages.id, id));
    }
  }

  return {
    async queueEmail(tx: Executor, to: string, content: EmailContent): Promise<string> {
      const [row] = await tx
        .insert(outboxMessages)
        .values({
          channel: 'email',
          to,
          subject: content.subject,
          html: content.html,
          text: content.text,
          template: content.template,
          status: email ? 'pending' : 'local',
        })
        .returning({ id: outboxMessages.id });
      const attachments = content.attachments ?? [];
      if (attachments.length > 0) {
        await tx
          .insert(outboxAttachments)
          .values(attachments.map((attachment, position) => ({ messageId: row!.id, position, ...attachment })));
      }
      return row!.id;
    },

    async queueSms(tx: Executor, to: string, text: string, template: string): Promise<string> {
      const [row] = await tx
        .insert(outboxMessages)
        .values({ channel: 'sms', to, text, template, status: sms ? 'pending' : 'local' })
        .returning({ id: outboxMessages.id });
      return row!.id;
    },

    /** Sends what was queued (after the transaction committed). Never throws: a failure is recorded. */
    async deliver(ids: readonly string[]): Promise<void> {
      if (!email && !sms) return;
      for (const id of ids) {
        await deliverOne(id).catch((error: unknown) => log.error({ err: error, outboxId: id }, 'outbox delivery crashed'));
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
