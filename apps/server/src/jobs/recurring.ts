/**
 * The recurring jobs, defined by the modules that own the work and named by them (ADR 032). A module registers its
 * own in its setup, e.g. in the bookings module:
 *
 *   app.jobs.define(RECURRING_JOBS.placeDueHolds.name, {
 *     cron: RECURRING_JOBS.placeDueHolds.cron,
 *     handler: ({ now }) => placeDueHolds(deps, now),
 *   });
 *
 * Each handler looks for the work due by `now` (the marketplace's clock) and claims it in the database, so a
 * run is safe beside another and moving the clock (test support) moves what is due.
 */
export const RECURRING_JOBS = {
  /** Authorises the bookings whose hold falls due (2 days before the appointment): bookings.placeDueHolds(now). */
  placeDueHolds: { name: 'bookings.place-due-holds', cron: '*/5 * * * *' },
  /** Sends the reminders due 24 h before an appointment: bookings.sendReminders(now). */
  sendReminders: { name: 'bookings.send-reminders', cron: '*/5 * * * *' },
  /** The same for standalone appointments: standaloneAppointments.sendReminders(now). */
  sendStandaloneReminders: { name: 'standalone-appointments.send-reminders', cron: '*/5 * * * *' },
  /**
   * Ends booking attempts dead between reserving and committing (in flight past ATTEMPT_DEAD_AFTER_MS): their card
   * hold and bay cells are given back (ADR 045); then any bay cells still reserved long after.
   */
  sweepReservations: { name: 'bookings.sweep-reservations', cron: '* * * * *' },
  /** Tells the people who asked "Notify me" once a shop opens within reach of their zip: locations.notifyCoverage(now). */
  notifyCoverage: { name: 'locations.notify-coverage', cron: '*/15 * * * *' },
  /** Voids authorisations that have no booking (a crash between authorising and committing): payments.reconcile. */
  reconcilePayments: { name: 'payments.reconcile', cron: '*/15 * * * *' },
  /** Charges the memberships whose period ended, retries the past-due ones, expires the ended: membership.renewSubscriptions(now) (ADR 058). */
  renewSubscriptions: { name: 'membership.renew-subscriptions', cron: '*/15 * * * *' },
  /** Emails the maintenance now due on opted-in users' vehicles, once per vehicle in 30 days: carCare.sendMaintenanceReminders(now). */
  sendMaintenanceReminders: { name: 'car-care.send-maintenance-reminders', cron: '0 15 * * *' },
  /** Writes the console metrics' closed days and brings their late offers in: serviceRequests.writeMetricDays(now) (ADR 083). */
  writeMetricDays: { name: 'service-requests.write-metric-days', cron: '*/5 * * * *' },
} as const satisfies Record<string, { name: string; cron: string }>;

/**
 * Names jobs had before their module's split (ADR 050): pg-boss keeps schedules and queued jobs by name in the
 * database, so a database that ran under them would keep firing them with no worker. The queue deletes their
 * schedules, queues and jobs as it starts (job-queue.ts). A dead booking attempt's own check still queued under
 * its old name is lost with it: the every-minute sweep ends that attempt instead (ADR 045).
 */
export const RETIRED_JOB_NAMES = [
  'appointments.place-due-holds',
  'appointments.send-reminders',
  'appointments.sweep-reservations',
  'appointments.end-dead-attempt',
] as const;
