import { outboxRoutes } from '@pitstop/contracts';
import * as contentDisposition from 'content-disposition';
import { createOutbox, DELIVER_JOB, emailTransportFor, type Outbox } from '../../adapters/email/index.ts';
import { smsTransportFor } from '../../adapters/sms/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import { getOutboxAttachment } from './get-outbox-attachment.ts';
import { listOutboxMessages } from './list-outbox-messages.ts';
import { type MessageBudget, messageBudgetFor } from './message-budget.ts';
import { undeliveredMailNotice } from './outbox-notice.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS through the transactional outbox (adapters/email/outbox.ts). */
    outbox: Outbox;
    /** The notification budget per target and per account (message-budget.ts, ADR 047). */
    messageBudget: MessageBudget;
  }
}

/**
 * Email and text messages: delivered through SMTP and Twilio when configured (by the `outbox.deliver` job,
 * retried with backoff; ADR 035), otherwise kept in the outbox table, which GET /v3/outbox_messages lists for people on this machine and for admins (ADR 018). Decorates
 * `app.outbox` for the modules that send mail.
 */
export const outboxModule = defineModule(
  'outbox',
  async (app, { config, database }) => {
    const email = emailTransportFor(config);
    const outbox = createOutbox({ db: database.db, email, sms: smsTransportFor(config), jobs: app.jobs, clock: app.clock, log: app.log });
    app.decorate('outbox', outbox);
    app.decorate('messageBudget', messageBudgetFor(app, config));
    if (email?.close) app.addHook('onClose', () => email.close?.());
    // Every message with a transport is delivered by this job, sent in the transaction that queued it (ADR 035).
    app.jobs.define<{ id: string }>(DELIVER_JOB.name, {
      handler: ({ data }) => outbox.deliverJob(data.id),
      retryLimit: DELIVER_JOB.retryLimit,
      retryDelaySeconds: DELIVER_JOB.retryDelaySeconds,
      retryDelayMaxSeconds: DELIVER_JOB.retryDelayMaxSeconds,
    });

    const notice = undeliveredMailNotice(config);
    if (notice) app.log.warn(notice);

    mount(app, outboxRoutes.listOutboxMessages, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const messages = await listOutboxMessages(database, request.query);
      return jsonApiList('outbox_messages', messages);
    });

    mount(app, outboxRoutes.getOutboxAttachment, async (request, reply) => {
      const { filename, contentType, content } = await getOutboxAttachment(database, request.params);
      // Sent as a download of its own type, never shown as a page of ours (its text is whatever an email carried).
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition.create(filename))
        .header('x-content-type-options', 'nosniff')
        .type(contentType)
        .send(content);
    });
  },
  ['jobs', 'auth'],
);

