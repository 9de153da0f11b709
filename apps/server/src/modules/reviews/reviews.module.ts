import { JSONAPI_MEDIA_TYPE, reviewsRoutes as routes } from '@pitstop/contracts';
import type { z } from 'zod';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { UserRequestLists } from '../service-requests/index.ts';
import { answerNps, readNpsSurvey } from './nps.ts';
import type { ReviewsDeps } from './reviews-deps.ts';
import { createReview, listPublicReviews, listShopReviews, listUserReviews, replyToReview, updateReview } from './written-reviews.ts';

const PRIVATE = 'private, no-store';
/** The public page's reviews: a minute old at most, like the page cache's copy of /reviews. */
const PUBLIC = 'public, max-age=60';

/**
 * Reviews of completed jobs (contracts `reviewsRoutes`; ADR 034, 050, 064; docs/product/reviews.md): the
 * satisfaction survey a completed booking opens (its link emailed), and the written reviews of shops with the
 * shop's reply and the public list.
 */
export const reviewsModule = defineModule(
  'reviews',
  async (app, { config, database }) => {
    const deps: ReviewsDeps = { db: database.db, clock: app.clock, events: app.events, outbox: app.outbox, messageBudget: app.messageBudget, config };

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

    // The user's reviews and the jobs waiting for one, kept per user (the dashboard reads them; ADR 067): dropped by
    // the user's reviews and by any change of the user's requests (a job completed joins the waiting ones).
    const lists = new UserRequestLists(database.db);
    app.events.on('review.changed', ({ userId }) => lists.invalidateUser(userId), { atEmit: true });
    // A request made after the list was read is not among the ids kept with it: its own event names the user.
    app.events.on('service_request.created', ({ userId }) => lists.invalidateUser(userId), { atEmit: true });
    app.events.on('service_request.status', ({ requestId }) => lists.invalidateRequest(requestId), { atEmit: true });

    mount(app, routes.listUserReviews, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      const read = async () => {
        const { reviews, waiting } = await listUserReviews(database.db, userId);
        const document = await jsonApiList('reviews', reviews, reviews.length, { waiting });
        return document as unknown as z.output<typeof routes.listUserReviews.reply>;
      };
      return sendCachedDocument(request, reply, lists.get(userId, 'reviews', read), { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE });
    });

    mount(app, routes.createReview, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      const { id, ...review } = await createReview(deps, currentUser(request).id, request.params.locationId, request.body);
      return jsonApiResource('reviews', { id, ...review });
    });

    mount(app, routes.updateReview, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { id, ...review } = await updateReview(deps, currentUser(request).id, request.params.locationId, request.body);
      return jsonApiResource('reviews', { id, ...review });
    });

    mount(app, routes.listPublicReviews, async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      const { reviews, count, averageRating, shops } = await listPublicReviews(database.db, request.query);
      return jsonApiList('reviews', reviews, count, { averageRating, shops });
    });

    // The shop's side (/api/shop/v1, plain JSON): the route's `location-staff` role lets only the location's staff in.
    mount(app, routes.listShopReviews, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listShopReviews(database.db, currentLocation(request).id);
    });

    mount(app, routes.replyToReview, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return replyToReview(deps, currentLocation(request).id, request.params.reviewId, request.body.body);
    });
  },
  ['auth', 'outbox', 'events'],
);
