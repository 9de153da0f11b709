import { appointmentMessages, type ErrorCode } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookingAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { dropReservation } from './take-bay.ts';

/**
 * A booking attempt in flight longer than this is dead (its node died between the reservation and the commit):
 * the sweep ends it, gives its card hold back and frees its bay. A live booking takes well under a second and the
 * gateway's call at most its timeout; 30 s is far above both (ADR 045). Checked by the attempt's own job at its
 * bound (END_DEAD_ATTEMPT_JOB), every minute by `bookings.sweep-reservations`, and by the next booking of
 * the same request.
 */
export const ATTEMPT_DEAD_AFTER_MS = 30_000;

export type BookingAttempt = typeof bookingAttempts.$inferSelect;

/**
 * The job that ends one attempt once it is dead: sent when the attempt has reserved its bay (as it starts or
 * resumes), to run at its bound. An attempt that dies before reserving holds no cells and no card hold; the next
 * booking of its request or the minute's sweep ends it.
 */
export const END_DEAD_ATTEMPT_JOB = 'bookings.end-dead-attempt';

/**
 * Sends the attempt's own check to the jobs queue, due when the attempt would be dead: a dead attempt's hold and
 * bay are given back ATTEMPT_DEAD_AFTER_MS (and a worker's poll) after its last try, the minute's sweep being the
 * backstop. A failure to send is logged: the sweep still ends it.
 */
export async function scheduleDeathCheck(deps: Pick<BookingsDeps, 'jobs' | 'log'>, attempt: Pick<BookingAttempt, 'id' | 'startedAt'>): Promise<void> {
  try {
    await deps.jobs.send(
      END_DEAD_ATTEMPT_JOB,
      { attemptId: attempt.id },
      { startAfter: new Date(attempt.startedAt.getTime() + ATTEMPT_DEAD_AFTER_MS + 1000), singletonKey: `${attempt.id}:${attempt.startedAt.getTime()}` },
    );
  } catch (error) {
    deps.log.error({ err: error, attemptId: attempt.id }, 'sending a booking attempt’s dead check failed; the sweep will end it');
  }
}

/** The job's handler: ends the attempt if it is dead; one still in flight but resumed since is checked again later. */
export async function endAttemptIfDead(deps: Pick<BookingsDeps, 'db' | 'payments' | 'log' | 'jobs'>, attemptId: string, now: Date): Promise<void> {
  const [attempt] = await deps.db.select().from(bookingAttempts).where(eq(bookingAttempts.id, attemptId));
  if (attempt?.state !== 'in_flight') return;
  if (isDead(attempt, now)) await endDeadAttempt(deps, attempt, now);
  else await scheduleDeathCheck(deps, attempt);
}

/** What an attempt books: a retry with the same key must ask for the same. */
export interface AttemptParameters {
  offerId: string;
  startsAt: Date;
  cardId: string;
  rewardsCents: number;
}

/** The card hold of an attempt: one key per attempt, so a new attempt never meets a hold already given back. */
export const attemptHoldKey = (attempt: Pick<BookingAttempt, 'id'>) => `booking-attempt:${attempt.id}`;

const IDEMPOTENCY_KEY = 'Idempotency-Key';

async function attemptOf(db: Db | Tx, userId: string, key: string): Promise<BookingAttempt | null> {
  const [row] = await db.select().from(bookingAttempts).where(and(eq(bookingAttempts.userId, userId), eq(bookingAttempts.key, key)));
  return row ?? null;
}

/** The attempt of this key, if the caller made one; a key sent before with other details is 422. */
export async function findAttempt(db: Db, input: { userId: string; requestId: string; key: string } & AttemptParameters): Promise<BookingAttempt | null> {
  const attempt = await attemptOf(db, input.userId, input.key);
  if (attempt && !sameParameters(attempt, input)) {
    throw new AppError('idempotency_key_reused', appointmentMessages.attemptKeyReused, { parameter: IDEMPOTENCY_KEY });
  }
  return attempt;
}

function sameParameters(attempt: BookingAttempt, input: { requestId: string } & AttemptParameters): boolean {
  return (
    attempt.serviceRequestId === input.requestId &&
    attempt.offerId === input.offerId &&
    attempt.startsAt.getTime() === input.startsAt.getTime() &&
    attempt.cardId === input.cardId &&
    attempt.rewardsCents === input.rewardsCents
  );
}

/** A failed attempt's answer, as it was first given: a retry of the same key hears it again. */
export function failureOf(attempt: BookingAttempt): AppError {
  const pointer = attempt.failurePointer ?? undefined;
  return new AppError((attempt.failureCode ?? 'booking_attempt_expired') as ErrorCode, attempt.failureMessage ?? appointmentMessages.attemptExpired, pointer ? { pointer } : {});
}

/**
 * Starts the attempt of this key, in flight (one statement, committed at once, before the reservation): at most
 * one attempt of a request is in flight, so a booking of the request with another key is 409 at once, with no
 * reservation and no hold. A twin with the same key that inserted first is joined (`joined`). An attempt of the
 * request found dead is ended first (as the sweep would).
 */
export async function startAttempt(
  deps: Pick<BookingsDeps, 'db' | 'payments' | 'log' | 'jobs'>,
  input: { userId: string; requestId: string; key: string; now: Date } & AttemptParameters,
): Promise<{ attempt: BookingAttempt; joined: boolean }> {
  for (let round = 0; round < 2; round++) {
    const [started] = await deps.db
      .insert(bookingAttempts)
      .values({
        userId: input.userId,
        serviceRequestId: input.requestId,
        key: input.key,
        offerId: input.offerId,
        startsAt: input.startsAt,
        cardId: input.cardId,
        rewardsCents: input.rewardsCents,
        state: 'in_flight',
        reservation: randomUUID(),
        startedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (started) return { attempt: started, joined: false };
    const attempt = await findAttempt(deps.db, input);
    if (attempt) return { attempt, joined: true };
    const [other] = await deps.db
      .select()
      .from(bookingAttempts)
      .where(and(eq(bookingAttempts.serviceRequestId, input.requestId), eq(bookingAttempts.state, 'in_flight')));
    if (!other || !isDead(other, input.now)) break;
    await endDeadAttempt(deps, other, input.now);
  }
  throw new AppError('booking_in_progress', appointmentMessages.bookingInProgress);
}

/**
 * A retry of an attempt still in flight takes it up again: its start moves to now (the sweep's bound counts from
 * the latest try, so a live retry is not ended under it). Answers the attempt as it is now (maybe ended meanwhile).
 */
export async function resumeAttempt(deps: Pick<BookingsDeps, 'db'>, attempt: BookingAttempt, now: Date): Promise<BookingAttempt> {
  const [resumed] = await deps.db
    .update(bookingAttempts)
    .set({ startedAt: now })
    .where(and(eq(bookingAttempts.id, attempt.id), eq(bookingAttempts.state, 'in_flight')))
    .returning();
  if (resumed) return resumed;
  const [current] = await deps.db.select().from(bookingAttempts).where(eq(bookingAttempts.id, attempt.id));
  return current!;
}

const isDead = (attempt: BookingAttempt, now: Date) => attempt.startedAt.getTime() < now.getTime() - ATTEMPT_DEAD_AFTER_MS;

/**
 * In the booking's transaction, after the request's lock: the attempt is still in flight (not ended by the sweep
 * or a failing twin), locked until the commit, and marked booked. Ended: its answer is thrown.
 */
export async function commitAttempt(tx: Tx, attemptId: string, input: { appointmentId: string; now: Date }): Promise<void> {
  const [current] = await tx.select().from(bookingAttempts).where(eq(bookingAttempts.id, attemptId)).for('update');
  if (!current || current.state === 'failed') throw current ? failureOf(current) : new AppError('booking_attempt_expired', appointmentMessages.attemptExpired);
  if (current.state === 'booked') throw new AppError('request_closed', appointmentMessages.bookingInProgress);
  await tx
    .update(bookingAttempts)
    .set({ state: 'booked', appointmentId: input.appointmentId, endedAt: input.now })
    .where(eq(bookingAttempts.id, attemptId));
}

/** Ends an attempt in flight with its answer; false when it had already ended (booked, or failed by another). */
export async function failAttempt(db: Db, attemptId: string, failure: AppError, now: Date): Promise<boolean> {
  const ended = await db
    .update(bookingAttempts)
    .set({ state: 'failed', endedAt: now, failureCode: failure.code, failureMessage: failure.detail, failurePointer: failure.options.pointer ?? null })
    .where(and(eq(bookingAttempts.id, attemptId), eq(bookingAttempts.state, 'in_flight')))
    .returning({ id: bookingAttempts.id });
  return ended.length > 0;
}

export async function attemptState(db: Db, attemptId: string): Promise<BookingAttempt['state'] | null> {
  const [row] = await db.select({ state: bookingAttempts.state }).from(bookingAttempts).where(eq(bookingAttempts.id, attemptId));
  return row?.state ?? null;
}

/** Gives back what an ended, unbooked attempt holds: its bay cells and its card hold (by the attempt's key). */
export async function giveBackAttempt(deps: Pick<BookingsDeps, 'db' | 'payments' | 'log'>, attempt: Pick<BookingAttempt, 'id' | 'reservation'>): Promise<void> {
  try {
    await dropReservation(deps.db, attempt.reservation);
  } catch (error) {
    deps.log.error({ err: error, attemptId: attempt.id }, 'giving back an attempt’s bay cells failed; the reservation sweep will');
  }
  try {
    await deps.payments.releaseByKey(attemptHoldKey(attempt));
  } catch (error) {
    deps.log.error({ err: error, attemptId: attempt.id }, 'releasing an attempt’s card hold failed; the reconciliation will void it');
  }
}

async function endDeadAttempt(deps: Pick<BookingsDeps, 'db' | 'payments' | 'log'>, attempt: BookingAttempt, now: Date): Promise<boolean> {
  const expired = new AppError('booking_attempt_expired', appointmentMessages.attemptExpired);
  if (!(await failAttempt(deps.db, attempt.id, expired, now))) return false;
  await giveBackAttempt(deps, attempt);
  return true;
}

/**
 * Ends the attempts in flight for longer than ATTEMPT_DEAD_AFTER_MS (their node died between the reservation and
 * the commit): each is marked failed first — under the row lock a committing attempt holds, so a slow but live
 * attempt either committed before (left alone) or finds itself ended and commits nothing — then its bay cells and
 * card hold are given back. One failure is logged and the others go on.
 */
export async function sweepDeadAttempts(deps: Pick<BookingsDeps, 'db' | 'payments' | 'log'>, now: Date): Promise<{ ended: number }> {
  const dead = await deps.db
    .select()
    .from(bookingAttempts)
    .where(and(eq(bookingAttempts.state, 'in_flight'), lt(bookingAttempts.startedAt, new Date(now.getTime() - ATTEMPT_DEAD_AFTER_MS))))
    .orderBy(bookingAttempts.startedAt)
    .limit(100);
  let ended = 0;
  for (const attempt of dead) {
    try {
      if (await endDeadAttempt(deps, attempt, now)) ended++;
    } catch (error) {
      deps.log.error({ err: error, attemptId: attempt.id }, 'ending a dead booking attempt failed; the next sweep tries again');
    }
  }
  return { ended };
}
