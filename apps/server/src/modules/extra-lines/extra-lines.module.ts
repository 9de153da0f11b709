import { extraLinesRoutes as routes } from '@pitstop/contracts';
import type { FastifyReply } from 'fastify';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { createExtraLines } from './create-extra-lines.ts';
import { customerExtraLinePhoto } from './customer-extra-line-photo.ts';
import { decideExtraLine } from './decide-extra-line.ts';
import { listAdvisedWork } from './list-advised-work.ts';
import { listCustomerExtraLines } from './list-customer-extra-lines.ts';
import { listShopExtraLines } from './list-shop-extra-lines.ts';
import { shopExtraLinePhoto } from './shop-extra-line-photo.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';

const PRIVATE = 'private, no-store';

/**
 * Extra work on a booked job, the price lock (contracts `extraLinesRoutes`; ADR 031 addendum, 050): the shop sends
 * lines, the customer approves or declines each; an approved line's difference is held through `app.payments.holds`.
 */
export const extraLinesModule = defineModule(
  'extra-lines',
  async (app, { config, database }) => {
    const deps: ExtraLinesDeps = {
      db: database.db,
      clock: app.clock,
      payments: app.payments,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
      log: app.log,
      events: app.events,
    };

    const sendPhoto = (reply: FastifyReply, photo: { contentType: string; data: Buffer }) =>
      reply
        .header('content-type', photo.contentType)
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.data);

    // The photo travels base64 in the JSON body: up to 2 MB of image, so the body may be a few MB.
    mount(app, routes.createShopExtraLines, { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
      const lines = await createExtraLines(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId, body: request.body });
      reply.status(201);
      return { lines };
    });

    mount(app, routes.listShopExtraLines, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listShopExtraLines(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId });
    });

    mount(app, routes.getShopExtraLinePhoto, async (request, reply) => {
      return sendPhoto(reply, await shopExtraLinePhoto(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId, lineId: request.params.lineId }));
    });

    mount(app, routes.listExtraLines, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const lines = await listCustomerExtraLines(deps, { userId: currentUser(request).id, id: request.params.id });
      return jsonApiList('extra_lines', lines);
    });

    mount(app, routes.decideExtraLine, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const line = await decideExtraLine(deps, { userId: currentUser(request).id, ...request.params, decision: request.body.decision });
      return jsonApiResource('extra_lines', line);
    });

    mount(app, routes.getExtraLinePhoto, async (request, reply) => {
      return sendPhoto(reply, await customerExtraLinePhoto(deps, { userId: currentUser(request).id, ...request.params }));
    });

    mount(app, routes.listAdvisedWork, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const work = await listAdvisedWork(deps, { userId: currentUser(request).id, vehicleId: request.params.id });
      return jsonApiList('advised_work', work);
    });
  },
  ['events', 'auth', 'outbox', 'payments', 'bookings'],
);
