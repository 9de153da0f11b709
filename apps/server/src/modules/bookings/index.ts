/**
 * Bookings of offers (ADR 050). Others use: the module; the recurring work through `app.bookings` (the jobs
 * queue); and, for standalone appointments and extra work, the pieces of a booking they share: the booking limits,
 * the proposals and bay cells read against the slot engine, the calendar event, and the shop's view of a booking;
 * for a vehicle's history, a booking's money as it is read everywhere.
 */
export { bookingsModule } from './bookings.module.ts';
export { assertMayBook } from './booking-limits.ts';
export { bookingMoney } from './booking-money.ts';
export { type BookingReads, prepareBookingReads } from './booking-reads.ts';
export { ownRequest } from './booking-context.ts';
export { CALENDAR_CONTENT_TYPE, KIND_NAMES, standaloneCalendarOf, standaloneConfirmationUrl } from './calendar.ts';
export { notStarted } from './mark-no-show.ts';
export { type ProposalPage, proposalPage, requireProposal } from './proposals.ts';
export { type AppointmentRow, bookedAppointment } from './read-appointments.ts';
export { REMINDER_HOURS } from './send-reminders.ts';
export { readShopBooking, readShopStandaloneAppointments, shopBooking } from './shop-bookings.ts';
export { takeBay } from './take-bay.ts';
