import { type ExtraLine, type ShopBooking } from '@pitstop/contracts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { readShopBooking } from '../bookings/index.ts';
import { shopAppointment, linesOf } from './extra-line-reads.ts';

/** A booking's extra lines for its shop, with the booking they are for (the page names it). */
export async function listShopExtraLines(
  deps: ExtraLinesDeps,
  input: { location: StaffLocation; appointmentId: string },
): Promise<{ booking: ShopBooking; lines: ExtraLine[] }> {
  const { appointment } = await shopAppointment(deps, input);
  return { booking: await readShopBooking(deps.db, appointment.id), lines: await linesOf(deps, appointment) };
}
