import { reviewsRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { jsonApiResource } from '../../plugins/jsonapi.ts';
import { answerNps, readNpsSurvey } from './nps.ts';
import type { ReviewsDeps } from './reviews-deps.ts';

const PRIVATE = 'private, no-store';

/**
 * Reviews of completed jobs (contracts `reviewsRoutes`; ADR 034, 050): the satisfaction survey a completed booking
 * opens (its link emailed); written reviews come here next.
 */
export const reviewsModule = defineModule(
  'reviews',
  async (app, { config, database }) => {
    const deps: ReviewsDeps = { db: database.db, clock: app.clock, outbox: app.outbox, messageBudget: app.messageBudget, config };

    // The satisfaction link: public, the token is the capability (ADR 034).
    mount(app, routes.getNpsSurvey, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { serviceRequestId, ...survey } = await readNpsSurvey(deps, request.params.id);
      return jsonApiResource('nps_surveys', { id: serviceRequestId, ...survey });
    });

    mount(app, routes.answerNps, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { serviceRequestId, ...survey } = await answerNps(deps, request.body);
      return jsonApiResource('nps_surveys', { id: serviceRequestId, ...survey });
    });
  },
  ['auth', 'outbox'],
);
