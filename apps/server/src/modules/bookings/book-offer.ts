import {
  type Address,
  type AddressInput,
  appointmentMessages,
  maxRewardsCents,
  memberDiscountCents,
  type ServiceRequest,
  serviceRequestMessages,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, offers, serviceRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberDiscountEligible } from '../membership/index.ts';
import { amountDue } from '../offers/index.ts';
import { holdOnFor, holdsNow } from '../payments/index.ts';
import { recordCreditTransaction, rewardTotals } from '../rewards/index.ts';
import { supersededByBid, toServiceRequests } from '../service-requests/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { assertMayBook } from './booking-limits.ts';
import { ownRequest, readBooking } from './booking-context.ts';
import { queueBookingEmail } from './booking-emails.ts';
import { proposalAt } from './proposals.ts';
import { requireOfferAsShown } from './offer-as-shown.ts';
import { bookedAppointment } from './read-appointments.ts';
import { claimReservation, reserveBay } from './take-bay.ts';
import {
  attemptHoldKey,
  type AttemptParameters,
  attemptState,
  type BookingAttempt,
  commitAttempt,
  failAttempt,
  failureOf,
  findAttempt,
  giveBackAttempt,
  resumeAttempt,
  scheduleDeathCheck,
  startAttempt,
} from './booking-attempts.ts';


export interface OfferBookingInput {
  userId: string;
  /** The attempt's Idempotency-Key (ADR 045): the caller's, or one the module made for a call without. */
  attemptKey: string;
  id: string;
  offerId: string;
  creditCardId: string;
  /** Cents. */
  rewards: number;
  serviceAddress: AddressInput | null;
  appointmentTime: string;
  /** The offer's version the customer was shown (ADR 044). */
  offerVersion: number;
}

function toAddress(input: AddressInput | null): Address | null {
  if (!input) return null;
  return {
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    addressCity: input.addressCity,
    addressState: input.addressState,
    addressZipcode: input.addressZipcode,
    addressCountry: input.addressCountry ?? 'US',
  };
}

async function requestDocument(deps: Pick<BookingsDeps, 'db'>, requestId: string): Promise<ServiceRequest> {
  const [row] = await deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [document] = await toServiceRequests(deps.db, [row!]);
  return document as ServiceRequest;
}

/**
 * PUT /v3/service_requests/:id/offers/:offerId (docs/product/booking-and-payments.md): books the offer at one of its current proposals, as
 * one booking attempt (ADR 045) named by the caller's `Idempotency-Key`.
 * 1. One read (the request is the caller's, the offer of that request, its location and the job's length).
 * 2. A retry of an attempt answers its result (booked: the booked request; failed: the same error) or resumes it,
 *    on any node. A new attempt is checked first (`checkBookable`: the request and the offer open, the rewards
 *    within the offer's max), then the time is one of the shop's times whatever is taken now.
 * 3. The attempt starts in flight (`startAttempt`): at most one per request, so another attempt of the request is
 *    409 at once, before any reservation or hold (parallel bookings of one offer place one hold).
 * 4. The attempt's bay cells are reserved (`reserveBay`, ADR 031 addendum 3: of concurrent bookings of the last bay
 *    one reserves it, the others are 409 at once, with no hold and nothing to give back); the reservation is the
 *    attempt's, so a resumed attempt finds its own. Then its dead check is sent (ADR 045 addendum).
 * 5. The card and the rewards balance are checked and a start within HOLD_NOW_MAX_DAYS is held on the card under
 *    the attempt's key (`attemptHoldKey`): a resumed attempt gets the same hold; later ones are scheduled.
 * 6. One transaction writes the appointment, gives it the reserved cells, accepts the offer, books the request,
 *    debits the rewards, attaches the hold, signals the request and marks the attempt booked (`commitAttempt`:
 *    an attempt the sweep ended meanwhile commits nothing).
 * A failure ends the attempt with its answer and gives back its cells and hold (`settleFailedAttempt`); a node
 * that dies leaves the attempt in flight, for a retry to resume or the sweep to end (`sweepDeadAttempts`).
 */
export async function bookOffer(deps: BookingsDeps, input: OfferBookingInput): Promise<ServiceRequest> {
  const { request, offer, location, jobMinutes } = await readBooking(deps.reads, { userId: input.userId, requestId: input.id, offerId: input.offerId });
  if (!offer || !location) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
  await assertMayBook(deps, { userId: input.userId, locationId: location.id, kind: 'offer', serviceRequestId: request.id });
  const startsAt = new Date(input.appointmentTime);
  const now = deps.clock.now();
  const asked = { userId: input.userId, requestId: request.id, key: input.attemptKey, offerId: offer.id, startsAt, cardId: input.creditCardId, rewardsCents: input.rewards };
  const sameBooking = () => isSameBooking(deps, request.id, asked);

  const earlier = await findAttempt(deps.db, asked);
  if (earlier?.state === 'booked') return requestDocument(deps, request.id);
  if (earlier?.state === 'failed') throw failureOf(earlier);
  if (!earlier) {
    if (request.status === 'booked' && (await sameBooking())) return requestDocument(deps, request.id);
    await checkBookable(deps, { request, offer, rewards: input.rewards });
    requireOfferAsShown(offer, { offerVersion: input.offerVersion, now });
  }
  // One of the shop's times whatever is taken now; whether a bay is free there is learnt by reserving one.
  const proposal = await proposalAt(deps.reads, { location, jobMinutes, now, startsAt, ignoreTaken: true });
  if (!proposal) throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer: '/appointment_time' });
  const { attempt, joined } = earlier ? { attempt: await resumeAttempt(deps, earlier, now), joined: true } : await startAttempt(deps, { ...asked, now });
  if (attempt.state === 'booked') return requestDocument(deps, request.id);
  if (attempt.state === 'failed') throw failureOf(attempt);

  // A member's booking takes the shop's discount, its percent fixed on the appointment for extra work (ADR 059).
  const memberDiscountPercent = (await memberDiscountEligible(deps.db, input.userId)) ? location.memberDiscountPercent : null;
  const discountCents = memberDiscountPercent === null ? 0 : memberDiscountCents(offer.totalCents, memberDiscountPercent);
  const amountCents = amountDue({ approvedTotalCents: offer.totalCents, discountCents, rewardsCents: input.rewards });
  const holdNow = holdsNow(startsAt, now) && amountCents > 0;
  // Whether the attempt may hold cells or a card hold: one this call started holds nothing until its reservation.
  let holding = joined;
  try {
    await reserveBay(deps.reads, { locationId: location.id, bays: location.bays, cells: proposal.cells, reservation: attempt.reservation, now });
    holding = true;
    await scheduleDeathCheck(deps, attempt);
    const card = await deps.payments.findUsableCard(input.userId, input.creditCardId);
    if (input.rewards > 0 && input.rewards > (await rewardTotals(deps.db, input.userId)).balanceCents) {
      throw new AppError('validation_failed', appointmentMessages.rewardsTooHigh, { pointer: '/rewards' });
    }
    const hold = holdNow
      ? await deps.payments.authorise({
          userId: input.userId,
          cardId: card.id,
          amountCents,
          idempotencyKey: attemptHoldKey(attempt),
          purpose: 'booking',
          reference: `offer:${offer.id}`,
        })
      : null;
    await pauseAfterHoldForTests(deps);
    await deps.db.transaction(async (tx) => {
      const current = await ownRequest(tx, input.userId, request.id, { lock: true });
      if (current.status !== 'open') throw new AppError('request_closed', serviceRequestMessages.requestClosed);
      const [offerNow] = await tx
        .select({ status: offers.status, version: offers.version, totalCents: offers.totalCents, validUntil: offers.validUntil })
        .from(offers)
        .where(eq(offers.id, offer.id))
        .for('update');
      // The request row is locked: a bid or a new price arriving now waits for this booking, or came before and is seen here.
      if (offerNow?.status !== 'open' || (await supersededByBid(tx, offer))) throw new AppError('request_closed', appointmentMessages.offerNotOpen);
      requireOfferAsShown(offerNow, { offerVersion: input.offerVersion, now });
      if (input.rewards > 0) {
        // One booking at a time spends a user's rewards: the balance read below is the one debited.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
        if (input.rewards > (await rewardTotals(tx, input.userId)).balanceCents) {
          throw new AppError('validation_failed', appointmentMessages.rewardsTooHigh, { pointer: '/rewards' });
        }
      }
      const [created] = await tx
        .insert(appointments)
        .values({
          serviceRequestId: request.id,
          offerId: offer.id,
          locationId: location.id,
          userId: input.userId,
          status: 'booked',
          proposedBy: 'customer',
          startsAt: proposal.startsAt,
          endsAt: proposal.endsAt,
          bay: 0,
          timeZone: location.timeZone,
          jobMinutes,
          approvedTotalCents: offer.totalCents,
          rewardsCents: input.rewards,
          discountCents,
          memberDiscountPercent,
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          authorisationId: hold?.authorisationId ?? null,
          paymentState: holdNow ? 'authorised' : amountCents > 0 ? 'scheduled' : null,
          holdOn: holdNow || amountCents === 0 ? null : holdOnFor(proposal.startsAt),
          serviceAddress: toAddress(input.serviceAddress),
          calendarUid: `${randomUUID()}@${new URL(deps.config.publicUrl).hostname}`,
        })
        .returning();
      const appointment = created!;
      // Still in flight, and locked to the commit: an attempt the sweep ended meanwhile books nothing.
      await commitAttempt(tx, attempt.id, { appointmentId: appointment.id, now: deps.clock.now() });
      const bay = await claimReservation(tx, { locationId: location.id, bays: location.bays, cells: proposal.cells, reservation: attempt.reservation, appointmentId: appointment.id });
      const [booked] = await tx.update(appointments).set({ bay }).where(eq(appointments.id, appointment.id)).returning();
      await tx.update(offers).set({ status: 'accepted', updatedAt: sql`now()` }).where(eq(offers.id, offer.id));
      await tx.update(serviceRequests).set({ status: 'booked', updatedAt: sql`now()` }).where(eq(serviceRequests.id, request.id));
      if (input.rewards > 0) {
        await recordCreditTransaction(tx, deps.events, {
          userId: input.userId,
          amountCents: -input.rewards,
          kind: 'used',
          reason: `Applied to your booking at ${location.name}`,
          reference: `appointment:${appointment.id}`,
        });
      }
      if (hold) await deps.payments.attach(tx as Tx, hold.authorisationId, `appointment:${appointment.id}`);
      await deps.events.emit(tx, { type: 'service_request.status', requestId: request.id });
      await queueBookingEmail(tx, deps, 'booking-confirmed', booked!);
    });
  } catch (error) {
    // Refused at the reservation (409 slot_taken: a refused reservation inserts no cells, and the card hold comes
    // after it), an attempt this call started has nothing to give back: a burst's losers. Any other failure
    // before the reservation gives back as always (an insert whose answer was lost may have reserved).
    const holdsNothing = !holding && error instanceof AppError && error.code === 'slot_taken';
    if (await settleFailedAttempt(deps, attempt, error, !holdsNothing)) return requestDocument(deps, request.id);
    // Another attempt of the same booking (a twin on another node, another key) that booked first.
    if (await sameBooking()) return requestDocument(deps, request.id);
    throw error;
  }
  return requestDocument(deps, request.id);
}

/** Whether the request is booked as asked: the offer, the time, the card and the rewards. */
async function isSameBooking(deps: Pick<BookingsDeps, 'db'>, requestId: string, asked: AttemptParameters): Promise<boolean> {
  const booked = await bookedAppointment(deps.db, requestId);
  return (
    booked !== null &&
    booked.offerId === asked.offerId &&
    booked.startsAt.getTime() === asked.startsAt.getTime() &&
    booked.cardId === asked.cardId &&
    booked.rewardsCents === asked.rewardsCents
  );
}

/** The checks a new attempt passes before it starts: the request and the offer open, the rewards within the offer's max. */
async function checkBookable(
  deps: Pick<BookingsDeps, 'db'>,
  input: { request: { status: string }; offer: Parameters<typeof supersededByBid>[1] & { status: string; totalCents: number }; rewards: number },
): Promise<void> {
  if (input.request.status !== 'open') throw new AppError('request_closed', serviceRequestMessages.requestClosed);
  // An instant estimate whose shop has since sent its own bid is no longer offered (ADR 041).
  if (input.offer.status !== 'open' || (await supersededByBid(deps.db, input.offer))) throw new AppError('request_closed', appointmentMessages.offerNotOpen);
  if (input.rewards > maxRewardsCents(input.offer.totalCents)) {
    throw new AppError('validation_failed', appointmentMessages.rewardsAboveMax, { pointer: '/rewards' });
  }
}

/**
 * After a failure inside the attempt: the attempt ends with the answer given (a retry of its key hears it again)
 * and gives back its cells and hold when it may hold any (`holding`). True when it had booked after all (a twin
 * of the same key committed it).
 */
async function settleFailedAttempt(deps: BookingsDeps, attempt: BookingAttempt, error: unknown, holding: boolean): Promise<boolean> {
  const failure = error instanceof AppError ? error : new AppError('unavailable', appointmentMessages.bookingFailed);
  const endedHere = await failAttempt(deps.db, attempt.id, failure, deps.clock.now());
  if (!endedHere && (await attemptState(deps.db, attempt.id)) === 'booked') return true;
  if (holding) await giveBackAttempt(deps, attempt);
  return false;
}

/**
 * Test support's fault point (config.testFaults, never on without test support): the booking stops here, after its
 * hold and before its transaction, for the two-process test to kill the node (ADR 045).
 */
async function pauseAfterHoldForTests(deps: Pick<BookingsDeps, 'config' | 'log'>): Promise<void> {
  if (!deps.config.testFaults.bookingPauseAfterHold) return;
  deps.log.warn('test fault point: the booking pauses after its hold');
  await new Promise<never>(() => {});
}
