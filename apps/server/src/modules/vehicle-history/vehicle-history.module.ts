import { type VehicleHistory, vehicleHistoryFilename, vehicleHistoryRoutes as routes } from '@pitstop/contracts';
import * as contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { historyCsv, historyPdf, PDF_CONTENT_TYPE } from './history-files.ts';
import { readVehicleHistory } from './read-vehicle-history.ts';
import { createShare, listShares, readSharedHistory, revokeShare } from './shares.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';

const PRIVATE = 'private, no-store';
const TYPE = 'vehicle_histories';
const SHARES = 'vehicle_history_shares';

/**
 * A vehicle's portable history (contracts `vehicleHistoryRoutes`, ADR 068; docs/product/vehicle-history.md): the
 * owner's read, its PDF and CSV, the share links, and the same three reads through a link's token for anyone. Every
 * reply is private and never stored: a revoked link must stop at once, and the owner's reads are the owner's.
 */
export const vehicleHistoryModule = defineModule(
  'vehicle-history', // = folder = ROUTE_TABLES key = tag
  async (app, { config, database }) => {
    const deps: VehicleHistoryDeps = { db: database.db, clock: app.clock, config };

    const sendPdf = async (reply: FastifyReply, history: VehicleHistory) =>
      reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', contentDisposition.create(vehicleHistoryFilename(history.vehicle, 'pdf')))
        .header('cache-control', PRIVATE)
        .send(await historyPdf(history, { brandName: config.brandName, now: deps.clock.now() }));
    const sendCsv = (reply: FastifyReply, history: VehicleHistory) =>
      reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', contentDisposition.create(vehicleHistoryFilename(history.vehicle, 'csv')))
        .header('cache-control', PRIVATE)
        .send(historyCsv(history));
    /** The signed-in user and the path's vehicle: the owner's routes read only the owner's own. */
    const own = (request: FastifyRequest & { params: { id: string } }) => ({ userId: currentUser(request).id, vehicleId: request.params.id });

    mount(app, routes.getVehicleHistory, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(TYPE, await readVehicleHistory(deps, own(request)));
    });
    mount(app, routes.exportVehicleHistoryPdf, async (request, reply) => sendPdf(reply, await readVehicleHistory(deps, own(request))));
    mount(app, routes.exportVehicleHistoryCsv, async (request, reply) => sendCsv(reply, await readVehicleHistory(deps, own(request))));

    mount(app, routes.listVehicleHistoryShares, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiList(SHARES, await listShares(deps, own(request)));
    });
    mount(app, routes.createVehicleHistoryShare, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      return jsonApiResource(SHARES, await createShare(deps, own(request)));
    });
    mount(app, routes.revokeVehicleHistoryShare, async (request, reply) => {
      await revokeShare(deps, { ...own(request), shareId: request.params.shareId });
      reply.status(204).header('cache-control', PRIVATE).send();
    });

    // Through a link: public, the token is the capability (ADR 068).
    mount(app, routes.getSharedVehicleHistory, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(TYPE, await readSharedHistory(deps, request.params.token));
    });
    mount(app, routes.exportSharedVehicleHistoryPdf, async (request, reply) => sendPdf(reply, await readSharedHistory(deps, request.params.token)));
    mount(app, routes.exportSharedVehicleHistoryCsv, async (request, reply) => sendCsv(reply, await readSharedHistory(deps, request.params.token)));
  },
  ['auth'],
);
