import { appointmentsRoutes as routes, type ServiceRequest, standaloneAppointmentMessages, shopsRoutes, standaloneAppointmentsRoutes as standaloneRoutes } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { singleFlight } from '../../lib/single-flight.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { bookOffer } from './book-offer.ts';
import { completeAppointment } from './complete-appointment.ts';
import {
  createExtraLines,
  customerExtraLinePhoto,
  decideExtraLine,
  listAdvisedWork,
  listCustomerExtraLines,
  listShopExtraLines,
  shopExtraLinePhoto,
} from './extra-lines.ts';
import { ownRequest } from './booking-context.ts';
import { readListedBookings } from './listed-bookings.ts';
import { CALENDAR_CONTENT_TYPE, readCalendar } from './calendar.ts';
import { placeDueHolds } from './place-due-holds.ts';
import { sweepReservations } from './take-bay.ts';
import { END_DEAD_ATTEMPT_JOB, endAttemptIfDead, sweepDeadAttempts } from './booking-attempts.ts';
import { sendReminders } from './send-reminders.ts';
import { listProposals } from './proposals.ts';
import { requestAppointments } from './read-appointments.ts';
import { appointmentDocuments } from './booking-money.ts';
import { endBooking, reopenBookedRequest } from './release-booking.ts';
import { acceptProposal, rejectProposal } from './respond-to-proposal.ts';
import { scheduleAppointment } from './schedule-appointment.ts';
import { answerNps, readNpsSurvey } from './nps.ts';
import { cancelStandaloneAppointment } from './cancel-standalone-appointment.ts';
import { createStandaloneAppointment } from './create-standalone-appointment.ts';
import { listStandaloneProposals, standaloneLocationsNear } from './standalone-proposals.ts';
import { listStandalone, ownStandalone, standaloneDocument } from './standalone-read.ts';
import { listShopBookings, listShopBookingTimes, listShopStandaloneAppointments, proposeShopTime } from './shop-bookings.ts';
import { markBookingNoShow, markStandaloneNoShow } from './mark-no-show.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings' recurring work (the jobs queue runs it): card holds that fell due, reminders 24 h before. */
    appointments: {
      placeDueHolds(now?: Date): Promise<{ held: number; failed: number }>;
      sendReminders(now: Date): Promise<{ sent: number }>;
    };
  }
}

const PRIVATE = 'private, no-store';
/**
 * A reservation of bay cells older than this belongs to a booking that will never commit (it takes seconds): a
 * backstop, since a dead attempt's cells go back with it after ATTEMPT_DEAD_AFTER_MS (ADR 045).
 */
const STALE_RESERVATION_MS = 10 * 60_000;
const REQUESTS = 'service_requests';

/**
 * Slots, bookings and appointments of service requests (issue 16 §1, §2, §4; contracts `appointmentsRoutes`;
 * ADR 031). The payments module's service (`app.payments`) places, captures and releases the card holds; cards
 * of bookings whose hold is still to come are in use for it (deleting them is refused).
 */
export const appointmentsModule = defineModule(
  'appointments',
  async (app, { config, database }) => {
    const deps: AppointmentsDeps = {
      db: database.db,
      clock: app.clock,
      payments: app.payments,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
      log: app.log,
      jobs: app.jobs,
      events: app.events,
    };
    const invalidate = (requestId: string) => app.serviceRequestCaches.requestChanged(requestId);
    const bookingsInFlight = singleFlight<ServiceRequest>();

    // A booked request withdrawn: its booking ends in the withdrawal's transaction, or refuses it (ADR 051).
    app.events.within('service_request.withdrawn', async (tx, { requestId, wasBooked }) =>
      wasBooked ? endBooking(tx, deps, { requestId, reason: 'Request withdrawn' }) : undefined,
    );
    app.serviceRequestBookings.register({ read: (requestIds) => readListedBookings(deps, requestIds) });
    app.decorate('appointments', {
      placeDueHolds: (now?: Date) => placeDueHolds(deps, now),
      sendReminders: (now: Date) => sendReminders(deps, now),
    });
    // Durable, recurring (ADR 032): each run decides by the marketplace's clock and claims its work in the database.
    app.jobs.define(RECURRING_JOBS.placeDueHolds.name, {
      cron: RECURRING_JOBS.placeDueHolds.cron,
      handler: async ({ now, log }) => {
        const { held, failed } = await placeDueHolds(deps, now);
        if (held + failed > 0) log.info({ held, failed }, 'placed the card holds that fell due');
      },
    });
    app.jobs.define(RECURRING_JOBS.sendReminders.name, {
      cron: RECURRING_JOBS.sendReminders.cron,
      handler: async ({ now }) => {
        await sendReminders(deps, now);
      },
    });

    app.jobs.define(RECURRING_JOBS.sweepReservations.name, {
      cron: RECURRING_JOBS.sweepReservations.cron,
      handler: async ({ now, log }) => {
        // Booking attempts whose node died between the reservation and the commit: hold and bay given back.
        const { ended } = await sweepDeadAttempts(deps, now);
        if (ended > 0) log.warn({ ended }, 'ended booking attempts that never committed');
        const { swept } = await sweepReservations(deps.db, { now, olderThanMs: STALE_RESERVATION_MS });
        if (swept > 0) log.warn({ swept }, 'gave back bay cells no booking took');
      },
    });

    // A booking attempt's own check, due at its bound (ADR 045): a dead attempt's hold and bay go back then.
    app.jobs.define<{ attemptId?: string }>(END_DEAD_ATTEMPT_JOB, {
      handler: async ({ data, now }) => {
        if (data.attemptId) await endAttemptIfDead(deps, data.attemptId, now);
        else await sweepDeadAttempts(deps, now);
      },
    });

    mount(app, routes.getAppointmentCalendar, async (request, reply) => {
      const body = await readCalendar(deps, { calendarUid: request.params.calendarUid, token: request.query.token });
      return reply
        .header('content-type', CALENDAR_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .header('cache-control', PRIVATE)
        .send(body);
    });

    mount(app, routes.listAppointmentProposals, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const page = await listProposals(deps, { userId: currentUser(request).id, ...request.params, offerId: request.query.offerId });
      const resources = page.slots.map(({ slotKey, ...slot }) => ({ id: slotKey, ...slot }));
      const document = await jsonApiList('appointment_proposals', resources, resources.length, page.meta);
      return document as never;
    });

    mount(app, routes.bookOffer, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      // The body may repeat the ids (spec: {srId, id, …}, `id` being the offer's): the path's decide.
      const input = { ...request.body, userId: currentUser(request).id, id: request.params.id, offerId: request.params.offerId };
      // One booking attempt (ADR 045): the form's Idempotency-Key; a call without one is an attempt of its own.
      const key = request.headers['idempotency-key'];
      // A double click on this node: the twin waits for the first and gets its answer (on another node the
      // attempt's key joins them: one reservation, one hold).
      const twinKey = [input.userId, key ?? '', input.id, input.offerId, input.appointmentTime, input.creditCardId, input.rewards, input.offerVersion].join('|');
      const booked = await bookingsInFlight(twinKey, () => bookOffer(deps, { ...input, attemptKey: key ?? randomUUID() }));
      invalidate(booked.id);
      return jsonApiResource(REQUESTS, booked);
    });

    mount(app, routes.unacceptOffer, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const reopened = await reopenBookedRequest(deps, {
        userId: currentUser(request).id,
        id: request.params.id,
        offerId: request.params.offerId,
        reason: request.body.reasonUnaccepted,
      });
      invalidate(reopened.id);
      return jsonApiResource(REQUESTS, reopened);
    });

    mount(app, routes.scheduleAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const moved = await scheduleAppointment(deps, { userId: currentUser(request).id, id: request.params.id, slotKey: request.body.slotKey, autoschedule: request.body.autoschedule });
      invalidate(request.params.id);
      return jsonApiResource('appointments', moved);
    });

    mount(app, routes.listAppointments, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const own = await ownRequest(database.db, currentUser(request).id, request.params.id);
      const rows = await requestAppointments(database.db, own.id);
      return jsonApiList('appointments', await appointmentDocuments(database.db, config, rows));
    });

    mount(app, routes.deleteAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const userId = currentUser(request).id;
      const { appointmentId } = request.query;
      const result = appointmentId
        ? await rejectProposal(deps, { userId, id: request.params.id, appointmentId })
        : await reopenBookedRequest(deps, { userId, id: request.params.id, reason: 'Cancelled by the customer' });
      invalidate(result.id);
      return jsonApiResource(REQUESTS, result);
    });

    mount(app, routes.acceptAppointmentProposal, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const moved = await acceptProposal(deps, { userId: currentUser(request).id, appointmentId: request.body.appointmentId });
      invalidate(moved.serviceRequestId);
      return jsonApiResource('appointments', moved);
    });

    // Standalone appointments (issue 16 §5): a visit at a location, no request, offer or payment.
    const STANDALONE = 'standalone_appointments';
    mount(app, standaloneRoutes.listStandaloneLocations, async (request) => {
      const locations = await standaloneLocationsNear(database.db, request.query);
      return jsonApiList('service_station_locations', locations);
    });

    mount(app, standaloneRoutes.listStandaloneProposals, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const page = await listStandaloneProposals(deps, { locationId: request.params.id, ...request.query });
      const resources = page.slots.map(({ slotKey, ...slot }) => ({ id: slotKey, ...slot }));
      return (await jsonApiList('appointment_proposals', resources, resources.length, page.meta)) as never;
    });

    mount(app, standaloneRoutes.createStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { created, appointment } = await createStandaloneAppointment(deps, { userId: currentUser(request).id, ...request.body });
      reply.status(created ? 201 : 200);
      return jsonApiResource(STANDALONE, appointment);
    });

    mount(app, standaloneRoutes.cancelStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(STANDALONE, await cancelStandaloneAppointment(deps, { userId: currentUser(request).id, id: request.params.id }));
    });

    mount(app, standaloneRoutes.getUserStandaloneAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const callerId = currentUser(request).id;
      if (request.params.userId !== callerId) throw new AppError('not_found', standaloneAppointmentMessages.appointmentNotFound);
      const { row, location } = await ownStandalone(database.db, callerId, request.params.id);
      return jsonApiResource(STANDALONE, standaloneDocument(config, row, location));
    });

    for (const [route, upcoming] of [
      [standaloneRoutes.listUserStandaloneAppointments, false],
      [standaloneRoutes.listUserUpcomingStandaloneAppointments, true],
    ] as const) {
      mount(app, route, async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        const { appointments: list, count } = await listStandalone(database.db, config, {
          callerId: currentUser(request).id,
          userId: request.params.userId,
          page: request.query,
          ...(upcoming ? { upcomingAfter: app.clock.now() } : {}),
        });
        return jsonApiList(STANDALONE, list, count);
      });
    }

    // The shop portal's side of bookings (/api/shop/v1): staff of the location only, anything else 404.
    mount(app, shopsRoutes.listShopBookings, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const input = { userId: currentUser(request).id, locationId: request.params.locationId, day: request.query.day };
      return { bookings: await listShopBookings(deps, input), standaloneAppointments: await listShopStandaloneAppointments(deps, input) };
    });

    mount(app, shopsRoutes.listShopBookingTimes, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listShopBookingTimes(deps, { userId: currentUser(request).id, ...request.params, day: request.query.day });
    });

    mount(app, shopsRoutes.proposeShopAppointmentTime, async (request, reply) => {
      const proposal = await proposeShopTime(deps, { userId: currentUser(request).id, ...request.params, startsAt: request.body.startsAt });
      invalidate(proposal.serviceRequestId);
      reply.status(201);
      return proposal;
    });

    mount(app, shopsRoutes.completeShopAppointment, async (request) => {
      const done = await completeAppointment(deps, { userId: currentUser(request).id, ...request.params, finalTotalCents: request.body.finalTotalCents });
      invalidate(done.serviceRequestId);
      return done;
    });

    // The customer did not come (ADR 046): the booking ends, and it counts against the person's limits.
    mount(app, shopsRoutes.markShopAppointmentNoShow, async (request) => {
      const marked = await markBookingNoShow(deps, { userId: currentUser(request).id, ...request.params });
      invalidate(marked.serviceRequestId);
      return marked;
    });

    mount(app, shopsRoutes.markShopStandaloneNoShow, async (request) => markStandaloneNoShow(deps, { userId: currentUser(request).id, ...request.params }));

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

    // Extra work on a booked job (issue 16 §3 price lock; ADR 031 addendum).
    const sendPhoto = (reply: FastifyReply, photo: { contentType: string; data: Buffer }) =>
      reply
        .header('content-type', photo.contentType)
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.data);

    // The photo travels base64 in the JSON body: up to 2 MB of image, so the body may be a few MB.
    mount(app, routes.createShopExtraLines, { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
      const lines = await createExtraLines(deps, { userId: currentUser(request).id, ...request.params, body: request.body });
      invalidate(lines[0]!.serviceRequestId);
      reply.status(201);
      return { lines };
    });

    mount(app, routes.listShopExtraLines, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listShopExtraLines(deps, { userId: currentUser(request).id, ...request.params });
    });

    mount(app, routes.getShopExtraLinePhoto, async (request, reply) => {
      return sendPhoto(reply, await shopExtraLinePhoto(deps, { userId: currentUser(request).id, ...request.params }));
    });

    mount(app, routes.listExtraLines, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const lines = await listCustomerExtraLines(deps, { userId: currentUser(request).id, id: request.params.id });
      return jsonApiList('extra_lines', lines) as never;
    });

    mount(app, routes.decideExtraLine, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const line = await decideExtraLine(deps, { userId: currentUser(request).id, ...request.params, decision: request.body.decision });
      invalidate(line.serviceRequestId);
      return jsonApiResource('extra_lines', line) as never;
    });

    mount(app, routes.getExtraLinePhoto, async (request, reply) => {
      return sendPhoto(reply, await customerExtraLinePhoto(deps, { userId: currentUser(request).id, ...request.params }));
    });

    mount(app, routes.listAdvisedWork, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const work = await listAdvisedWork(deps, { userId: currentUser(request).id, vehicleId: request.params.id });
      return jsonApiList('advised_work', work) as never;
    });
  },
  ['events', 'auth', 'outbox', 'service-requests', 'payments'],
);
