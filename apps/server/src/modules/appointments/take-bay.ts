import { appointmentMessages } from '@pitstop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { baySlots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

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
      .where(and(eq(baySlots.locationId, input.locationId), eq(baySlots.bay, bay), inArray(baySlots.startsAt, input.cells)))
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
