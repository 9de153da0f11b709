import {
  type Address,
  type AddressInput,
  appointmentMessages,
  HOLD_DAYS_BEFORE,
  HOLD_NOW_MAX_DAYS,
  maxRewardsCents,
  type ServiceRequest,
  serviceRequestMessages,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, offers, serviceRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordCreditTransaction, rewardTotals } from '../rewards/index.ts';
import { signalServiceRequest, supersededByBid, toServiceRequests } from '../service-requests/index.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { assertMayBook } from './booking-limits.ts';
import { ownRequest, readBooking } from './booking-context.ts';
import { queueBookingEmail } from './booking-emails.ts';
import { proposalAt } from './proposals.ts';
import { requireOfferAsShown } from './offer-as-shown.ts';
import { bookedAppointment } from './read-appointments.ts';
import { claimReservation, dropReservation, reserveBay } from './take-bay.ts';

const DAY_MS = 86_400_000;

export interface OfferBookingInput {
  userId: string;
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

/** Whether a hold is placed at booking, or scheduled for HOLD_DAYS_BEFORE days before the start. */
export const holdsNow = (startsAt: Date, now: Date) => startsAt.getTime() - now.getTime() <= HOLD_NOW_MAX_DAYS * DAY_MS;
export const holdOnFor = (startsAt: Date) => new Date(startsAt.getTime() - HOLD_DAYS_BEFORE * DAY_MS);

/** The same booking action always names the same hold: a retry or double click makes no second one. */
const bookingHoldKey = (offerId: string, startsAt: Date, cardId: string, amountCents: number) =>
  `booking:${offerId}:${startsAt.toISOString()}:${cardId}:${amountCents}`;

/**
 * Holds a booking's amount on its card: at booking, when the scheduled hold falls due, after a move, or at
 * completion when none was placed. Keyed by the action (offer, start, card, amount): a retry is the same hold.
 */
export const placeBookingHold = (
  deps: Pick<AppointmentsDeps, 'payments'>,
  hold: { userId: string; offerId: string; startsAt: Date; cardId: string; amountCents: number },
) =>
  deps.payments.authorise({
    userId: hold.userId,
    cardId: hold.cardId,
    amountCents: hold.amountCents,
    idempotencyKey: bookingHoldKey(hold.offerId, hold.startsAt, hold.cardId, hold.amountCents),
    purpose: 'booking',
    reference: `offer:${hold.offerId}`,
  });

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

async function requestDocument(deps: Pick<AppointmentsDeps, 'db'>, requestId: string): Promise<ServiceRequest> {
  const [row] = await deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [document] = await toServiceRequests(deps.db, [row!]);
  return document as ServiceRequest;
}

/**
 * PUT /v3/service_requests/:id/offers/:offerId (issue 16 §2): books the offer at one of its current proposals.
 * One read first (the request is the caller's and open, the offer open and of that request, its location and the
 * job's length) and the checks that need nothing else (the rewards within the offer's max, the time one of the
 * shop's times). Then a bay's cells are reserved, each try one statement of its own: of concurrent bookings of the
 * last bay one reserves it, and the others are answered 409 at once, with no hold placed (ADR 031 addendum 3).
 * Then the card and the rewards balance are checked, a start within HOLD_NOW_MAX_DAYS is held on the card (the
 * gateway's idempotency key is derived from the action, so a retry is the same hold; later ones are scheduled),
 * and one transaction writes the appointment, gives it the reserved cells, accepts the offer, books the request,
 * debits the rewards, attaches the hold and signals the request. A failure after the reservation gives back the
 * cells and the hold; a crash leaves them to the sweep and the payments reconciliation. The same booking sent
 * twice answers the booked request both times (a twin in flight on this node is awaited by the module).
 */
export async function bookOffer(deps: AppointmentsDeps, input: OfferBookingInput): Promise<ServiceRequest> {
  const { request, offer, location, jobMinutes } = await readBooking(deps.db, { userId: input.userId, requestId: input.id, offerId: input.offerId });
  if (!offer || !location) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
  await assertMayBook(deps, { userId: input.userId, locationId: location.id, kind: 'offer', serviceRequestId: request.id });
  const startsAt = new Date(input.appointmentTime);
  const sameBooking = async () => {
    const booked = await bookedAppointment(deps.db, request.id);
    return (
      booked !== null &&
      booked.offerId === offer.id &&
      booked.startsAt.getTime() === startsAt.getTime() &&
      booked.cardId === input.creditCardId &&
      booked.rewardsCents === input.rewards
    );
  };
  if (request.status === 'booked' && (await sameBooking())) return requestDocument(deps, request.id);
  if (request.status !== 'open') throw new AppError('request_closed', serviceRequestMessages.requestClosed);
  // An instant estimate whose shop has since sent its own bid is no longer offered (ADR 041).
  if (offer.status !== 'open' || (await supersededByBid(deps.db, offer))) throw new AppError('request_closed', appointmentMessages.offerNotOpen);
  const now = deps.clock.now();
  requireOfferAsShown(offer, { offerVersion: input.offerVersion, now });
  if (input.rewards > maxRewardsCents(offer.totalCents)) {
    throw new AppError('validation_failed', appointmentMessages.rewardsAboveMax, { pointer: '/rewards' });
  }
  // One of the shop's times whatever is taken now; whether a bay is free there is learnt by reserving one.
  const proposal = await proposalAt(deps.db, { location, jobMinutes, now, startsAt, ignoreTaken: true });
  if (!proposal) throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer: '/appointment_time' });
  const reservation = randomUUID();
  await reserveBay(deps.db, { locationId: location.id, bays: location.bays, cells: proposal.cells, reservation, now });

  const amountCents = offer.totalCents - input.rewards;
  const holdNow = holdsNow(startsAt, now) && amountCents > 0;
  let hold: { authorisationId: string } | null = null;
  try {
    const card = await deps.payments.findUsableCard(input.userId, input.creditCardId);
    if (input.rewards > 0 && input.rewards > (await rewardTotals(deps.db, input.userId)).balanceCents) {
      throw new AppError('validation_failed', appointmentMessages.rewardsTooHigh, { pointer: '/rewards' });
    }
    hold = holdNow ? await placeBookingHold(deps, { userId: input.userId, offerId: offer.id, startsAt, cardId: card.id, amountCents }) : null;
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
          discountCents: 0,
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
      const bay = await claimReservation(tx, { locationId: location.id, bays: location.bays, cells: proposal.cells, reservation, appointmentId: appointment.id });
      const [booked] = await tx.update(appointments).set({ bay }).where(eq(appointments.id, appointment.id)).returning();
      await tx.update(offers).set({ status: 'accepted', updatedAt: sql`now()` }).where(eq(offers.id, offer.id));
      await tx.update(serviceRequests).set({ status: 'booked', updatedAt: sql`now()` }).where(eq(serviceRequests.id, request.id));
      if (input.rewards > 0) {
        await recordCreditTransaction(tx, {
          userId: input.userId,
          amountCents: -input.rewards,
          kind: 'used',
          reason: `Applied to your booking at ${location.name}`,
          reference: `appointment:${appointment.id}`,
        });
      }
      if (hold) await deps.payments.attach(tx as Tx, hold.authorisationId, `appointment:${appointment.id}`);
      await signalServiceRequest(tx, { requestId: request.id, type: 'status' });
      await queueBookingEmail(tx, deps, 'booking-confirmed', booked!);
    });
  } catch (error) {
    await dropReservationQuietly(deps, reservation);
    // A twin on another node that booked first: the booking it asked for is there, with the same hold (same key).
    if (await sameBooking()) return requestDocument(deps, request.id);
    if (hold) await releaseQuietly(deps, hold.authorisationId);
    throw error;
  }
  return requestDocument(deps, request.id);
}

/** Gives back a failed booking's reserved cells; a failure is logged and left to the sweep. */
async function dropReservationQuietly(deps: Pick<AppointmentsDeps, 'db' | 'log'>, reservation: string): Promise<void> {
  try {
    await dropReservation(deps.db, reservation);
  } catch (error) {
    deps.log.error({ err: error, reservation }, 'giving back reserved bay cells failed; the sweep will');
  }
}

/** Gives a hold back; a failure is logged and left to the payments reconciliation (it voids unattached holds). */
export async function releaseQuietly(deps: Pick<AppointmentsDeps, 'payments' | 'log'>, authorisationId: string): Promise<void> {
  try {
    await deps.payments.release(authorisationId, `release:${authorisationId}`);
  } catch (error) {
    deps.log.error({ err: error, authorisationId }, 'releasing a card hold failed; the reconciliation will void it');
  }
}
