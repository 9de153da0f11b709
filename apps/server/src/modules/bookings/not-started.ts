import { appointmentMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Once an appointment's start has come, the work may have begun: the customer can no longer cancel it, withdraw its
 * request, go back to the offers or move it (409 appointment_started) — the shop completes it or marks a no-show
 * (docs/product/money-and-shop-bookings.md). Its holds stay on the card for the completion.
 */
export function requireNotStarted(booking: { startsAt: Date }, now: Date): void {
  if (booking.startsAt.getTime() <= now.getTime()) throw new AppError('appointment_started', appointmentMessages.appointmentStarted);
}
