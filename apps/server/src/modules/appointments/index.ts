/**
 * Slots, bookings and appointments (issue 16). Others use: the module; `placeDueHolds` through `app.appointments`
 * (the jobs queue); the slot engine for standalone appointments.
 */
export { appointmentsModule } from './appointments.module.ts';
export { freeSlots, jobMinutesFor, openCells, bookingDays } from './slots.ts';
