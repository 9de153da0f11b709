import { OutboxMessage, OutboxQuery } from '@pitstop/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { listOutbox } from './list-outbox.ts';
import { outboxPage } from './outbox-page.ts';

/** /dev/outbox (HTML) and /dev/outbox.json — registered only on development/test servers (config.testSupport). */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, deps) => {
  app.get('/dev/outbox', { schema: { hide: true, querystring: OutboxQuery } }, async (request, reply) => {
    const messages = await listOutbox(deps, request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(deps.config.brandName, messages, request.query.to));
  });

  app.get(
    '/dev/outbox.json',
    { schema: { hide: true, querystring: OutboxQuery, response: { 200: z.object({ messages: z.array(OutboxMessage) }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await listOutbox(deps, request.query) };
    },
  );
};
