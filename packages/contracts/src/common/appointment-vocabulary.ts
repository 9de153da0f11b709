import { z } from 'zod';

/**
 * The words of an appointment that service requests need too (a list item's booking, `RequestBooking`): kept
 * here, below both `service-requests.ts` and `appointments.ts`, which re-exports them, so neither imports the other.
 */
/** `no_show`: the shop marked that the customer did not come (ADR 046). */
export const APPOINTMENT_STATUSES = ['booked', 'proposed', 'rejected', 'cancelled', 'completed', 'no_show'] as const;
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

/**
 * The money side of a booking: `scheduled` = the hold is placed by a job on `holdOn` (a booking more than
 * HOLD_NOW_MAX_DAYS out); `authorised` = held now; `captured` = paid; `released` = hold given back;
 * `failed` = the hold could not be placed (the customer and the shop are told).
 */
export const PAYMENT_STATES = ['scheduled', 'authorised', 'captured', 'released', 'failed'] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/** A time as pages show it: the instants (ISO, UTC), the day and time in the shop's zone, the zone and a label. */
export const SlotTime = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** YYYY-MM-DD and HH:mm in the shop's zone. */
  day: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** The zone's abbreviation at that instant (CST, CDT). */
  timeZoneAbbreviation: z.string(),
  /** 'Tue, Dec 1, 9:00 AM CST' */
  label: z.string(),
});
export type SlotTime = z.infer<typeof SlotTime>;
