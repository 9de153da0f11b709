import type { AppointmentType } from '@pitstop/contracts';

/** What each kind of appointment booked directly is called on the pages. */
export const APPOINTMENT_KINDS: Record<AppointmentType, string> = {
  service: 'Service',
  car_wash: 'Car wash',
  collision: 'Collision repair',
};
