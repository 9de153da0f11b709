import { type Appointment, appointmentMessages, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, baySlots, extraLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { holdOnFor, holdsNow } from '../payments/index.ts';
import { bookingContext, ownRequest } from './booking-context.ts';
import { queueBookingEmail } from './booking-emails.ts';
import { parseSlotKey, bookingDays, type EngineSlot } from '../scheduling/index.ts';
import { requireNotStarted } from './not-started.ts';
import { requireProposal, slotsInWindow } from './proposals.ts';
import { amountDue } from '../offers/index.ts';
import { bookedAppointment } from './read-appointments.ts';
import { appointmentDocuments } from './booking-money.ts';
import { takeBay } from './take-bay.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * PUT /v3/users/service_requests/:id/appointments: moves the booking to the proposal named by `slotKey`, or to
 * the first free time (`autoschedule`). In one transaction the old cells are freed and the new ones taken (a move
 * may overlap the old time); the calendar event keeps its UID with SEQUENCE + 1. The hold is decided again: a
 * start now beyond HOLD_NOW_MAX_DAYS gives a present hold back and schedules one; a start now within it places
 * one if none is held (before the transaction, released if the move fails).
 */
export async function scheduleAppointment(
  deps: BookingsDeps,
  input: { userId: string; id: string; slotKey: string | null; autoschedule: boolean },
): Promise<Appointment & { id: string }> {
  const request = await ownRequest(deps.db, input.userId, input.id);
  if (request.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
  const { location, jobMinutes } = await bookingContext(deps.reads, { userId: input.userId, requestId: request.id });
  const booking = await bookedAppointment(deps.db, request.id);
  if (!booking) throw new AppError('request_closed', appointmentMessages.notBooked);
  const now = deps.clock.now();
  requireNotStarted(booking, now);

  let slot: EngineSlot | null;
  if (input.slotKey) {
    const key = parseSlotKey(input.slotKey);
    if (!key || key.locationId !== location.id) {
      throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer: '/slot_key' });
    }
    slot = await requireProposal(deps.reads, { location, jobMinutes, now, startsAt: key.startsAt, exceptAppointmentId: booking.id }, '/slot_key');
  } else {
    const { today, lastDay } = bookingDays(now, location.timeZone);
    const slots = await slotsInWindow(deps.reads, { location, jobMinutes, now, fromDay: today, toDay: lastDay, exceptAppointmentId: booking.id });
    slot = slots.find((candidate) => candidate.startsAt.getTime() !== booking.startsAt.getTime()) ?? null;
  }
  if (!slot) throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer: input.slotKey ? '/slot_key' : '/autoschedule' });

  const amountCents = amountDue(booking);
  const holdNow = holdsNow(slot.startsAt, now) && amountCents > 0 && booking.cardId !== null;
  const alreadyHeld = booking.paymentState === 'authorised' && booking.authorisationId !== null;
  const newHold =
    holdNow && !alreadyHeld
      ? await deps.payments.holds.placeBookingHold({ ...booking, cardId: booking.cardId! }, amountCents)
      : null;
  const giveBack = !holdNow && alreadyHeld ? booking.authorisationId : null;

  let moved;
  let extraGiveBack: string[] = [];
  try {
    moved = await deps.db.transaction(async (tx) => {
      const current = await ownRequest(tx, input.userId, request.id, { lock: true });
      const live = await bookedAppointment(tx, current.id, { lock: true });
      if (current.status !== 'booked' || live?.id !== booking.id) throw new AppError('request_closed', serviceRequestMessages.requestClosed);
      requireNotStarted(live, deps.clock.now());
      await tx.delete(baySlots).where(eq(baySlots.appointmentId, booking.id));
      const bay = await takeBay(tx, { locationId: location.id, bays: location.bays, cells: slot.cells, appointmentId: booking.id });
      const [row] = await tx
        .update(appointments)
        .set({
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          bay,
          calendarSequence: sql`${appointments.calendarSequence} + 1`,
          remindedAt: null,
          ...(newHold ? { authorisationId: newHold.authorisationId, paymentState: 'authorised' as const, holdOn: null, failureMessage: null } : {}),
          ...(holdNow || amountCents === 0 ? {} : { paymentState: 'scheduled' as const, holdOn: holdOnFor(slot.startsAt), authorisationId: giveBack ? null : live.authorisationId }),
          // The hold given back is one life ended: the next one has a key of its own (ADR 045).
          ...(giveBack ? { holdAttempts: sql`${appointments.holdAttempts} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, booking.id)))
        .returning();
      if (newHold) await deps.payments.attach(tx, newHold.authorisationId, `appointment:${booking.id}`);
      if (giveBack) {
        // The hold placed later covers the whole approved total, approved extra lines included: their own holds go back.
        const extras = await deps.payments.holds.extraHoldsOf(tx, booking.id);
        extraGiveBack = extras.map((extra) => extra.authorisationId);
        if (extras.length > 0) {
          await tx.update(extraLines).set({ authorisationId: null, updatedAt: sql`now()` }).where(anyOf(extraLines.id, extras.map((extra) => extra.lineId)));
        }
      }
      await deps.events.emit(tx, { type: 'service_request.status', requestId: current.id });
      await queueBookingEmail(tx, deps, 'booking-rescheduled', row!);
      return row!;
    });
  } catch (error) {
    if (newHold) await giveBackUnkeptHold(deps, booking, newHold.authorisationId);
    throw error;
  }
  if (giveBack) await deps.payments.holds.releaseQuietly(giveBack);
  for (const authorisationId of extraGiveBack) await deps.payments.holds.releaseQuietly(authorisationId);
  const [document] = await appointmentDocuments(deps.db, deps.config, [moved]);
  return document!;
}

/**
 * A move that failed after placing a hold gives it back, unless a twin of the move (same key, same hold) kept it;
 * the appointment's next hold then has a key of its own.
 */
async function giveBackUnkeptHold(deps: BookingsDeps, booking: { id: string; holdAttempts: number }, authorisationId: string): Promise<void> {
  const [now] = await deps.db.select({ authorisationId: appointments.authorisationId }).from(appointments).where(eq(appointments.id, booking.id));
  if (now?.authorisationId === authorisationId) return;
  await deps.payments.holds.releaseQuietly(authorisationId);
  await deps.payments.holds.nextHoldOf(deps.db, booking);
}
