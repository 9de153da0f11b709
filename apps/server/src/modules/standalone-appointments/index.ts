/** Standalone appointments (ADR 050). Others use: the module; the rows' types (the bookings' calendar reads both kinds). */
export { standaloneAppointmentsModule } from './standalone-appointments.module.ts';
export type { StandaloneLocationRow, StandaloneRow } from './standalone-read.ts';
