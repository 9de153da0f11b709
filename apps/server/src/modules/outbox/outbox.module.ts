import { outboxRoutes } from '@pitstop/contracts';
import * as contentDisposition from 'content-disposition';
import { createOutbox, emailTransportFor, type Outbox } from '../../adapters/email/index.ts';
import { smsTransportFor } from '../../adapters/sms/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import { getOutboxAttachment } from './get-outbox-attachment.ts';
import { listOutboxMessages } from './list-outbox-messages.ts';
import { undeliveredMailNotice } from './outbox-notice.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS through the transactional outbox (adapters/email/outbox.ts). */
    outbox: Outbox;
  }
}

/**
 * Email and text messages: delivered through SMTP and Twilio when configured, otherwise kept in the outbox
 * table, which GET /v3/outbox_messages lists for people on this machine and for admins (ADR 018). Decorates
 * `app.outbox` for the modules that send mail.
 */
export const outboxModule = defineModule(
  'outbox',
  async (app, { config, database }) => {
    const email = emailTransportFor(config);
    app.decorate('outbox', createOutbox({ db: database.db, email, sms: smsTransportFor(config), log: app.log }));
    if (email?.close) app.addHook('onClose', () => email.close?.());

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
  ['auth'],
);

