import { appointmentMessages } from '@pitstop/contracts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { baySlots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { BookingReads } from './booking-reads.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * Takes the cells of one bay for an appointment, inside the caller's transaction: the first bay free for every
 * cell. Each try runs in a savepoint; a concurrent booking that committed the same cell first makes the insert
 * fail on bay_slots' primary key (PostgreSQL makes the second insert wait for the first transaction, then sees
 * its row), and the next bay is tried against what is committed now. No bay left: 409 slot_taken. Of any number
 * of bookings racing for the last bay, on any number of nodes, exactly one commits.
 */
export async function takeBay(
  tx: Tx,
  input: { locationId: string; bays: number; cells: Date[] } & ({ appointmentId: string } | { standaloneAppointmentId: string }),
): Promise<number> {
  const owner = 'appointmentId' in input ? { appointmentId: input.appointmentId } : { standaloneAppointmentId: input.standaloneAppointmentId };
  for (let bay = 1; bay <= input.bays; bay++) {
    const taken = await tx
      .select({ bay: baySlots.bay })
      .from(baySlots)
      .where(and(eq(baySlots.locationId, input.locationId), eq(baySlots.bay, bay), anyOf(baySlots.startsAt, input.cells.map((cell) => cell.toISOString()))))
      .limit(1);
    if (taken.length > 0) continue;
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .insert(baySlots)
          .values(input.cells.map((startsAt) => ({ locationId: input.locationId, bay, startsAt, ...owner })));
      });
      return bay;
    } catch (error) {
      if (!isUniqueViolation(error, 'bay_slots_pkey')) throw error;
    }
  }
  throw new AppError('slot_taken', appointmentMessages.slotTaken);
}


/** The bay a reservation holds, if it holds one. */
async function reservedBay(db: Db, reservation: string): Promise<number | null> {
  const [row] = await db.select({ bay: baySlots.bay }).from(baySlots).where(eq(baySlots.reservation, reservation)).limit(1);
  return row?.bay ?? null;
}

/**
 * Reserves the cells of one bay for a booking in progress, before its card hold (ADR 031 addendum 3): each try is
 * one statement of its own (committed at once), so of concurrent bookings of the last bay one reserves it and the
 * others learn at once that it is taken (409 slot_taken), without a hold or a transaction. The reservation is the
 * booking attempt's (ADR 045): a retry of the attempt, on any node, finds its bay reserved already and gets that
 * bay (a reservation holds one bay: `bay_slots_reservation_cell_key`). The reservation is given to the appointment
 * in the booking's transaction (`claimReservation`) or dropped when the booking fails (`dropReservation`); one a
 * dead attempt leaves behind is swept with it (`sweep-attempts.ts`).
 */
export async function reserveBay(
  reads: Pick<BookingReads, 'db' | 'takenBays'>,
  input: { locationId: string; bays: number; cells: Date[]; reservation: string; now: Date },
): Promise<number> {
  const { db } = reads;
  const rows = await reads.takenBays.execute({ locationId: input.locationId, cells: input.cells.map((cell) => cell.toISOString()) });
  const own = rows.find((row) => row.reservation === input.reservation);
  if (own) return own.bay;
  const taken = new Set(rows.map((row) => row.bay));
  for (let bay = 1; bay <= input.bays; bay++) {
    if (taken.has(bay)) continue;
    try {
      await db
        .insert(baySlots)
        .values(input.cells.map((startsAt) => ({ locationId: input.locationId, bay, startsAt, reservation: input.reservation, reservedAt: input.now })));
      return bay;
    } catch (error) {
      if (!isUniqueViolation(error, 'bay_slots_pkey') && !isUniqueViolation(error, 'bay_slots_reservation_cell_key')) throw error;
      // A twin of this attempt reserved first (here or in another bay): its bay is this attempt's.
      const twins = await reservedBay(db, input.reservation);
      if (twins !== null) return twins;
    }
  }
  throw new AppError('slot_taken', appointmentMessages.slotTaken);
}

/**
 * Gives a reservation's cells to the appointment, inside the booking's transaction; the bay. A reservation swept
 * meanwhile (the booking stalled past the sweep's age) is taken again as a booking's cells are: maybe 409.
 */
export async function claimReservation(
  tx: Tx,
  input: { locationId: string; bays: number; cells: Date[]; reservation: string; appointmentId: string },
): Promise<number> {
  const [claimed] = await tx
    .update(baySlots)
    .set({ appointmentId: input.appointmentId, reservation: null, reservedAt: null })
    .where(eq(baySlots.reservation, input.reservation))
    .returning({ bay: baySlots.bay });
  return claimed ? claimed.bay : takeBay(tx, input);
}

/** Gives back a failed booking's reserved cells. */
export async function dropReservation(db: Db, reservation: string): Promise<void> {
  await db.delete(baySlots).where(eq(baySlots.reservation, reservation));
}

/**
 * Drops the reservations older than `olderThanMs`: a backstop, since a dead booking attempt's reservation is given
 * back with the attempt within a minute (`sweep-attempts.ts`, ADR 045).
 */
export async function sweepReservations(db: Db, input: { now: Date; olderThanMs: number }): Promise<{ swept: number }> {
  const swept = await db
    .delete(baySlots)
    .where(and(isNotNull(baySlots.reservation), lt(baySlots.reservedAt, new Date(input.now.getTime() - input.olderThanMs))))
    .returning({ bay: baySlots.bay });
  return { swept: swept.length };
}
