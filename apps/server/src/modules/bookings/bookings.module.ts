import { bookingsRoutes as routes, type ServiceRequest } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { singleFlight } from '../../lib/single-flight.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { prepareBookingReads } from './booking-reads.ts';
import { bookOffer } from './book-offer.ts';
import { completeAppointment } from './complete-appointment.ts';
import { ownRequest } from './booking-context.ts';
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
import { listShopBookings, listShopBookingTimes, listShopStandaloneAppointments, proposeShopTime } from './shop-bookings.ts';
import { markBookingNoShow } from './mark-no-show.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings' recurring work (the jobs queue runs it): card holds that fell due, reminders 24 h before. */
    bookings: {
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
 * Bookings of offers (contracts `bookingsRoutes`; ADR 031, 050): proposals, book, reschedule, cancel, the shop's
 * side of its bookings (its day, another time, completion, no-show), due holds, reminders and booking attempts.
 * The slot engine is the scheduling library; the payments module's service (`app.payments`, its `holds`) places,
 * captures and releases the card holds; cards of bookings whose hold is still to come are in use for it (deleting
 * them is refused).
 */
export const bookingsModule = defineModule(
  'bookings',
  async (app, { config, database }) => {
    const deps: BookingsDeps = {
      db: database.db,
      reads: prepareBookingReads(database.db),
      clock: app.clock,
      payments: app.payments,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
      log: app.log,
      jobs: app.jobs,
      events: app.events,
    };
    const bookingsInFlight = singleFlight<ServiceRequest>();

    // A booked request withdrawn: its booking ends in the withdrawal's transaction, or refuses it (ADR 051).
    app.events.within('service_request.withdrawn', async (tx, { requestId, wasBooked }) =>
      wasBooked ? endBooking(tx, deps, { requestId, reason: 'Request withdrawn' }) : undefined,
    );
    app.decorate('bookings', {
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
      return jsonApiList('appointment_proposals', resources, resources.length, page.meta);
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
      return jsonApiResource(REQUESTS, reopened);
    });

    mount(app, routes.scheduleAppointment, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const moved = await scheduleAppointment(deps, { userId: currentUser(request).id, id: request.params.id, slotKey: request.body.slotKey, autoschedule: request.body.autoschedule });
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
      return jsonApiResource(REQUESTS, result);
    });

    mount(app, routes.acceptAppointmentProposal, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const moved = await acceptProposal(deps, { userId: currentUser(request).id, appointmentId: request.body.appointmentId });
      return jsonApiResource('appointments', moved);
    });

    // The shop portal's side of bookings (/api/shop/v1): the route's `location-staff` role lets only the location's
    // staff in (anyone else: 404) and reads the location once.
    mount(app, routes.listShopBookings, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const input = { location: currentLocation(request), day: request.query.day };
      return { bookings: await listShopBookings(deps, input), standaloneAppointments: await listShopStandaloneAppointments(deps, input) };
    });

    mount(app, routes.listShopBookingTimes, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listShopBookingTimes(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId, day: request.query.day });
    });

    mount(app, routes.proposeShopAppointmentTime, async (request, reply) => {
      const proposal = await proposeShopTime(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId, startsAt: request.body.startsAt });
      reply.status(201);
      return proposal;
    });

    mount(app, routes.completeShopAppointment, async (request) => {
      const done = await completeAppointment(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId, finalTotalCents: request.body.finalTotalCents });
      return done;
    });

    // The customer did not come (ADR 046): the booking ends, and it counts against the person's limits.
    mount(app, routes.markShopAppointmentNoShow, async (request) => {
      const marked = await markBookingNoShow(deps, { location: currentLocation(request), appointmentId: request.params.appointmentId });
      return marked;
    });
  },
  ['events', 'jobs', 'auth', 'outbox', 'service-requests', 'payments', 'reviews'],
);
