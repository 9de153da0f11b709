import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsTransport } from '../sms/index.ts';
import type { EmailTransport } from './index.ts';
import type { EmailContent } from './templates.ts';

type Executor = Db | Tx;

/** What stays of a message once a transport took it. */
export const DELIVERED_BODY = '(delivered; body removed)';

/**
 * The durable job that delivers one queued message (ADR 035): sent in the transaction that queues the message,
 * retried by pg-boss with exponential backoff (30 s, 1 min, 2 min… at most 10 min apart) until the message has
 * had `DELIVERY_ATTEMPTS` tries; then the message is `failed` and listed for admins.
 */
export const DELIVER_JOB = { name: 'outbox.deliver', retryLimit: 6, retryDelaySeconds: 30, retryDelayMaxSeconds: 600 } as const;
/** Tries of one message, the fast path's included, before it is marked failed. */
export const DELIVERY_ATTEMPTS = 5;
/** A message claimed ('sending') this long ago by a process that then died is claimed again. */
const STALE_CLAIM_MS = 5 * 60_000;

export interface OutboxDeps {
  db: Db;
  email: EmailTransport | null;
  sms: SmsTransport | null;
  /** Where the delivery job is sent (app.jobs). */
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** How one try went: sent, failed for good, to be tried again, or not this deliverer's (sent, local, in flight). */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'in-flight' | 'skipped';

/**
 * Email and SMS leave through one transactional outbox (ADR 035): `queue*` writes the message with the change
 * that causes it (same transaction) and, when its channel has a transport, the `outbox.deliver` job in that
 * transaction too — the job is what guarantees delivery (a restart resumes it; failures are retried with
 * backoff). `deliver(ids)` after commit is only the fast path, trying at once what the job would try a poll
 * later. A channel without a transport keeps its messages as 'local' — what /dev/outbox shows.
 */
export function createOutbox({ db, email, sms, jobs, clock, log }: OutboxDeps) {
  const transportFor = (channel: 'email' | 'sms'): unknown => (channel === 'email' ? email : sms);

  /** One try of one message: claims it, sends it, records what happened. Never sends a message twice at once. */
  async function deliverOne(id: string): Promise<DeliveryOutcome> {
    const now = clock.now();
    const [message] = await db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: sql`${outboxMessages.attempts} + 1`, sentAt: now })
      .where(
        and(
          eq(outboxMessages.id, id),
          or(
            eq(outboxMessages.status, 'pending'),
            and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.sentAt, new Date(now.getTime() - STALE_CLAIM_MS))),
          ),
        ),
      )
      .returning();
    if (!message) {
      const [row] = await db.select({ status: outboxMessages.status }).from(outboxMessages).where(eq(outboxMessages.id, id));
      return row?.status === 'sending' ? 'in-flight' : 'skipped';
    }
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
    } catch (error) {
      const failed = message.attempts >= DELIVERY_ATTEMPTS;
      log.warn({ err: error, outboxId: id, channel: message.channel, attempts: message.attempts, failed }, 'outbox delivery failed');
      await db
        .update(outboxMessages)
        .set({ status: failed ? 'failed' : 'pending', lastError: error instanceof Error ? error.message : String(error), sentAt: null })
        .where(eq(outboxMessages.id, id));
      return failed ? 'failed' : 'retry';
    }
    // Sent for real: the body (codes, reset links) and its files have no business staying in the database.
    await db.transaction(async (tx) => {
      await tx
        .update(outboxMessages)
        .set({ status: 'sent', subject: null, html: null, text: DELIVERED_BODY, lastError: null, sentAt: clock.now() })
        .where(eq(outboxMessages.id, id));
      await tx.delete(outboxAttachments).where(eq(outboxAttachments.messageId, id));
    });
    return 'sent';
  }

  /** Writes a message (and, with a transport for its channel, its delivery job) in the caller's transaction. */
  async function queue(tx: Executor, values: typeof outboxMessages.$inferInsert, content?: EmailContent): Promise<string> {
    const deliverable = transportFor(values.channel) !== null;
    const [row] = await tx
      .insert(outboxMessages)
      .values({ ...values, status: deliverable ? 'pending' : 'local' })
      .returning({ id: outboxMessages.id });
    const id = row!.id;
    const attachments = content?.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(outboxAttachments).values(attachments.map((attachment, position) => ({ messageId: id, position, ...attachment })));
    }
    if (deliverable) await jobs.send(DELIVER_JOB.name, { id }, { tx, singletonKey: id });
    return id;
  }

  return {
    queueEmail(tx: Executor, to: string, content: EmailContent): Promise<string> {
      return queue(tx, { channel: 'email', to, subject: content.subject, html: content.html, text: content.text, template: content.template }, content);
    },

    queueSms(tx: Executor, to: string, text: string, template: string): Promise<string> {
      return queue(tx, { channel: 'sms', to, text, template });
    },

    /** The fast path: tries what was queued at once (after the transaction committed). Never throws. */
    async deliver(ids: readonly string[]): Promise<void> {
      if (!email && !sms) return;
      for (const id of ids) {
        await deliverOne(id).catch((error: unknown) => log.error({ err: error, outboxId: id }, 'outbox delivery crashed'));
      }
    },

    /**
     * The `outbox.deliver` job's handler: throws while the message is still to be tried (pg-boss retries it
     * with backoff) or another deliverer holds it; returns once it was sent, failed for good, or is not ours.
     */
    async deliverJob(id: string): Promise<void> {
      const outcome = await deliverOne(id);
      if (outcome === 'retry') throw new Error(`outbox message ${id} not delivered yet; retried with backoff`);
      if (outcome === 'in-flight') throw new Error(`outbox message ${id} is being delivered elsewhere; looked at again later`);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
