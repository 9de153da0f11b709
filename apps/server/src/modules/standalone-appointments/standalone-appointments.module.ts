import { JSONAPI_MEDIA_TYPE, standaloneAppointmentMessages, standaloneAppointmentsRoutes as routes } from '@pitstop/contracts';
import { z } from 'zod';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { prepareBookingReads } from '../bookings/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { cancelStandaloneAppointment } from './cancel-standalone-appointment.ts';
import { createStandaloneAppointment } from './create-standalone-appointment.ts';
import { markStandaloneNoShow } from './mark-standalone-no-show.ts';
import { sendStandaloneReminders } from './send-standalone-reminders.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { listStandaloneProposals, standaloneLocationsNear } from './standalone-proposals.ts';
import { listStandalone, ownStandalone, standaloneDocument } from './standalone-read.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The standalone appointments' recurring work (the jobs queue runs it): reminders 24 h before. */
    standaloneAppointments: {
      sendReminders(now: Date): Promise<{ sent: number }>;
    };
  }
}

const PRIVATE = 'private, no-store';
const STANDALONE = 'standalone_appointments';

/**
 * Standalone appointments (contracts `standaloneAppointmentsRoutes`; ADR 050): a visit at a location, no request,
 * offer or payment; its times from the slot engine (scheduling) against the same bay cells as bookings, its limits
 * the bookings' (one person's upcoming appointments of either kind).
 */
export const standaloneAppointmentsModule = defineModule(
  'standalone-appointments',
  async (app, { config, database }) => {
    const deps: StandaloneDeps = {
      db: database.db,
      reads: prepareBookingReads(database.db),
      clock: app.clock,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
      log: app.log,
      events: app.events,
    };
    // The customer's lists of visits, kept per user and page in this process (the dashboard reads the upcoming one
    // on every visit) and dropped by the user's `standalone_appointment.changed` from any node (ADR 067). The TTL
    // bounds what no event says: a visit whose time has come leaves "upcoming" within it.
    const lists = new OwnedDocuments();
    app.events.on('standalone_appointment.changed', ({ userId }) => lists.invalidateOwner(userId), { atEmit: true });
    app.decorate('standaloneAppointments', { sendReminders: (now: Date) => sendStandaloneReminders(deps, now) });
    app.jobs.define(RECURRING_JOBS.sendStandaloneReminders.name, {
      cron: RECURRING_JOBS.sendStandaloneReminders.cron,
      handler: async ({ now }) => {
        await sendStandaloneReminders(deps, now);
      },
    });

    mount(app, routes.listStandaloneLocations, async (request) => {
      const locations = await standaloneLocationsNear(database.db, request.query);
      return jsonApiList('service_station_locations', locations);
    });

    mount(app, routes.listStandaloneProposals, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const page = await listStandaloneProposals(deps, { locationId: request.params.id, ...request.query });
      const resources = page.slots.map(({ slotKey, ...slot }) => ({ id: slotKey, ...slot }));
      return jsonApiList('appointment_proposals', resources, resources.length, page.meta);
    });

    mount(app, routes.createStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { created, appointment } = await createStandaloneAppointment(deps, { userId: currentUser(request).id, ...request.body });
      reply.status(created ? 201 : 200);
      return jsonApiResource(STANDALONE, appointment);
    });

    mount(app, routes.cancelStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(STANDALONE, await cancelStandaloneAppointment(deps, { userId: currentUser(request).id, id: request.params.id }));
    });

    mount(app, routes.getUserStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const callerId = currentUser(request).id;
      if (request.params.userId !== callerId) throw new AppError('not_found', standaloneAppointmentMessages.appointmentNotFound);
      const { row, location } = await ownStandalone(database.db, callerId, request.params.id);
      return jsonApiResource(STANDALONE, standaloneDocument(config, row, location));
    });

    for (const [route, upcoming] of [
      [routes.listUserStandaloneAppointments, false],
      [routes.listUserUpcomingStandaloneAppointments, true],
    ] as const) {
      mount(app, route, { compress: false }, (request, reply) => {
        const callerId = currentUser(request).id;
        // "Upcoming" is as of the marketplace's minute (visits start on whole minutes): a new minute is a new copy.
        const minute = Math.floor(app.clock.now().getTime() / 60_000);
        const read = async () => {
          const { appointments: list, count } = await listStandalone(database.db, config, {
            callerId,
            userId: request.params.userId,
            page: request.query,
            ...(upcoming ? { upcomingAfter: new Date(minute * 60_000) } : {}),
          });
          return z.encode(route.reply, await jsonApiList(STANDALONE, list, count));
        };
        // Another user's list is refused by the read (404) and never kept.
        const id = `standalone ${request.params.userId} ${upcoming ? `upcoming ${minute}` : 'all'} ${JSON.stringify(request.query)}`;
        return sendCachedDocument(request, reply, lists.get({ userId: callerId, id }, read), { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE });
      });
    }

    // The shop's side (/api/shop/v1): the route's `location-staff` role lets only the location's staff in.
    mount(app, routes.markShopStandaloneNoShow, async (request) =>
      markStandaloneNoShow(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId }),
    );
  },
  ['events', 'jobs', 'auth', 'outbox'],
);
