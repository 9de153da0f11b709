import { extraLineMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { photoOf, customerAppointmentIds } from './extra-line-reads.ts';

export async function customerExtraLinePhoto(deps: ExtraLinesDeps, input: { userId: string; id: string; lineId: string }) {
  const ids = await customerAppointmentIds(deps, input.userId, input.id);
  for (const appointmentId of ids) {
    const found = await photoOf(deps, appointmentId, input.lineId).catch(() => null);
    if (found) return found;
  }
  throw new AppError('not_found', extraLineMessages.photoNotFound);
}
