// ─── How much one person may hold and ask for at once (ADR 046; docs/product/booking-limits.md) ──────────
/**
 * A future appointment is a booked appointment of a service request or a booked standalone appointment whose
 * start is still to come. A person holds at most this many at one shop location…
 */
export const MAX_FUTURE_APPOINTMENTS_PER_SHOP = 2;
/** …and at most this many in all. */
export const MAX_FUTURE_APPOINTMENTS = 5;
/**
 * After NO_SHOWS_FOR_LIMIT no-shows (the shop marked that the person did not come) of appointments that started
 * within the last NO_SHOW_WINDOW_DAYS days, a person holds at most this many future appointments in all.
 */
export const MAX_FUTURE_APPOINTMENTS_AFTER_NO_SHOWS = 1;
export const NO_SHOWS_FOR_LIMIT = 2;
export const NO_SHOW_WINDOW_DAYS = 90;
/**
 * An account whose email is not confirmed books no standalone appointment (the Book an appointment flow asks to
 * confirm first) and holds at most this many future bookings of offers (each is backed by a card).
 */
export const MAX_FUTURE_APPOINTMENTS_UNCONFIRMED = 1;

/** Service requests: an account whose email is not confirmed has at most this many open at once. */
export const MAX_OPEN_REQUESTS_UNCONFIRMED = 3;
/**
 * Every account makes at most this many service requests a day (a rolling 24 hours; the server's
 * REQUEST_DAILY_MAX overrides it for test runs)…
 */
export const REQUESTS_PER_ACCOUNT_PER_DAY = 10;
/** …and one caller address at most this many times that (a household or an office shares one address). */
export const REQUESTS_PER_ADDRESS_FACTOR = 3;

/** What a person is told when a limit refuses them: what happened, and what to do. */
export const bookingLimitMessages = {
  confirmEmailToBook: 'Please confirm your email before you book an appointment: enter the code we emailed you, or ask for a new one.',
  unconfirmedLimit: `Please confirm your email to book more than ${MAX_FUTURE_APPOINTMENTS_UNCONFIRMED} appointment at a time: enter the code we emailed you.`,
  perShopLimit: `You already have ${MAX_FUTURE_APPOINTMENTS_PER_SHOP} upcoming appointments at this shop. Please cancel one, or wait until one is done, to book another here.`,
  overallLimit: `You already have ${MAX_FUTURE_APPOINTMENTS} upcoming appointments. Please cancel one, or wait until one is done, to book another.`,
  noShowLimit: `You missed ${NO_SHOWS_FOR_LIMIT} appointments in the last ${NO_SHOW_WINDOW_DAYS} days, so you can hold ${MAX_FUTURE_APPOINTMENTS_AFTER_NO_SHOWS} upcoming appointment at a time. Please cancel it, or wait until it is done, to book another.`,
  notStartedNoShow: 'You can mark a no-show once the appointment’s time has begun.',
  noShowNotBooked: 'Only a booked appointment can be marked as a no-show.',
  unconfirmedRequests: `Please confirm your email to ask for more estimates: you can have ${MAX_OPEN_REQUESTS_UNCONFIRMED} open requests until you do. Enter the code we emailed you, or withdraw a request you no longer need.`,
  requestsPerDay: 'You have asked for many estimates today. Please try again tomorrow, or withdraw a request you no longer need.',
} as const;
