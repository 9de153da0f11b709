import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { shopAppointment, photoOf } from './extra-line-reads.ts';

export async function shopExtraLinePhoto(deps: ExtraLinesDeps, input: { location: StaffLocation; appointmentId: string; lineId: string }) {
  const { appointment } = await shopAppointment(deps, input);
  return photoOf(deps, appointment.id, input.lineId);
}
