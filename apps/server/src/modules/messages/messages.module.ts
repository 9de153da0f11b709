import { JSONAPI_MEDIA_TYPE, messagesRoutes as routes, toSnakeKeys } from '@pitstop/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cachedDocument, sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { markThreadRead, type MessagePage, readThread } from './read-thread.ts';
import { isSupport, listThreads, type Reader } from './threads.ts';
import { UserEventStreams } from './user-events.ts';
import { postShopMessage, postSupportMessage, postUserMessage } from './write-message.ts';

const PRIVATE = 'private, no-store';
const JSON_MEDIA_TYPE = 'application/json; charset=utf-8';
const THREADS = 'message_threads';

/**
 * Messages (docs/product/messages.md, ADR 063; contracts `messagesRoutes`): conversations of a customer with a
 * shop about a request or a visit, and with support; the customer's side on the main API, the shop's on the shop
 * API; each user's live stream of them.
 */
export const messagesModule = defineModule(
  'messages', // = folder = ROUTE_TABLES key = tag
  async (app, { config, database }) => {
    const deps: MessagesDeps = {
      db: database.db,
      clock: app.clock,
      events: app.events,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
    };
    const userReader = (request: FastifyRequest): Reader => ({ side: 'customer', userId: currentUser(request).id, admin: isSupport(currentUser(request)) });
    const shopReader = (request: FastifyRequest): Reader => ({ side: 'shop', locationId: currentLocation(request).id });

    // The thread lists, kept per reader in this process (every signed-in page polls the customer's; ADR 067) and
    // dropped by the thread's events from any node. An admin's list holds everyone's support threads: not kept.
    const lists = new OwnedDocuments();
    const streams = new UserEventStreams(database.db, app.log, { liveSessions: app.liveSessions });
    for (const type of ['message.created', 'message_thread.read'] as const) {
      app.events.on(
        type,
        ({ customerId, locationId }) => {
          lists.invalidateOwner(customerId);
          if (locationId) lists.invalidateOwner(`location ${locationId}`);
        },
        { atEmit: true },
      );
      app.events.on(type, (signal) => streams.route(signal));
    }
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => streams.idle());

    // The serialiser's documents, typed as the route tables say (jsonApiList types attributes loosely).
    const threadsDocument = async (reader: Reader) => {
      const { threads, unreadCount } = await listThreads(database.db, reader, config.brandName);
      const document = await jsonApiList(THREADS, threads, threads.length, { unreadCount });
      return z.encode(routes.listMessageThreads.reply, document as unknown as z.output<typeof routes.listMessageThreads.reply>);
    };
    const pageDocument = async (page: MessagePage) => {
      const document = await jsonApiList('messages', page.messages, page.count, { syncToken: page.syncToken, thread: toSnakeKeys(page.thread) });
      return document as unknown as z.output<typeof routes.getMessageThread.reply>;
    };

    mount(app, routes.listMessageThreads, { compress: false }, (request, reply) => {
      const { id: userId } = currentUser(request);
      const read = () => threadsDocument(userReader(request));
      return sendCachedDocument(request, reply, isSupport(currentUser(request)) ? read().then(cachedDocument) : lists.get({ userId, id: `threads ${userId}` }, read), {
        contentType: JSONAPI_MEDIA_TYPE,
        cacheControl: PRIVATE,
      });
    });

    mount(app, routes.getMessageThread, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { threadId, ...query } = request.query;
      return pageDocument(await readThread(deps, userReader(request), threadId, query));
    });

    mount(app, routes.createMessage, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      const user = currentUser(request);
      return jsonApiResource('messages', await postUserMessage(deps, { ...request.body, user }));
    });

    mount(app, routes.createSupportMessage, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      const message = await postSupportMessage(deps, { actor: currentUser(request), customerId: request.params.userId, body: request.body.body });
      return jsonApiResource('messages', message);
    });

    mount(app, routes.markMessageThreadRead, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(THREADS, await markThreadRead(deps, userReader(request), request.params.id));
    });

    mount(app, routes.streamUserEvents, { compress: false }, async (request, reply) => {
      const user = currentUser(request);
      return streams.respond(reply, user.id, { userId: user.id, sessionId: user.sessionId });
    });

    // The shop's side (/api/shop/v1, plain JSON): the route's `location-staff` role lets only the location's staff in.
    mount(app, routes.listShopMessageThreads, { compress: false }, (request, reply) => {
      const owner = `location ${currentLocation(request).id}`;
      const read = async () => z.encode(routes.listShopMessageThreads.reply, await listThreads(database.db, shopReader(request), config.brandName));
      return sendCachedDocument(request, reply, lists.get({ userId: owner, id: `threads ${owner}` }, read), { contentType: JSON_MEDIA_TYPE, cacheControl: PRIVATE });
    });
    mount(app, routes.getShopMessageThread, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return readThread(deps, shopReader(request), request.params.threadId, request.query);
    });
    mount(app, routes.createShopMessage, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      const { threadId } = request.params;
      return postShopMessage(deps, { locationId: currentLocation(request).id, userId: currentUser(request).id, threadId, body: request.body.body });
    });
    mount(app, routes.createShopRequestMessage, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      const { requestId } = request.params;
      return postShopMessage(deps, { locationId: currentLocation(request).id, userId: currentUser(request).id, requestId, body: request.body.body });
    });
    mount(app, routes.markShopMessageThreadRead, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return markThreadRead(deps, shopReader(request), request.params.threadId);
    });
  },
  ['events', 'auth', 'outbox'],
);
