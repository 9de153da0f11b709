import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { AppointmentSlot, AppointmentSlotListDocument, SlotArg } from './bookings.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { dayField, OptionalPhone, text, Zip } from './common/fields.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';
import { EntityId } from './service-requests.ts';
import { AppointmentType, ShopAppointmentParams, ShopStandaloneAppointment } from './shops.ts';

// ─── Standalone appointments (docs/product/booking-and-payments.md) ──────────────────────────────────────────
/**
 * A visit booked at a location directly (`/book-appointment`): service, car wash or collision, no request, offer
 * or payment. The same slot engine and bay-slot guarantee as bookings. The job's length per type is
 * STANDALONE_JOB_MINUTES (ADR 031 addendum).
 */
export const standaloneAppointmentMessages = {
  locationRequired: 'Choose a location.',
  locationNotFound: 'Location not found.',
  typeNotTaken: 'This location does not take that kind of appointment. Please choose another.',
  dateInvalid: 'Choose a day as YYYY-MM-DD.',
  timeInvalid: 'Choose a time as HH:mm.',
  vehicleRequired: 'Choose a vehicle.',
  vehicleNotFound: 'Vehicle not found.',
  appointmentNotFound: 'Appointment not found.',
  alreadyCancelled: 'This appointment is already cancelled.',
  alreadyStarted: 'This appointment has already begun and can no longer be cancelled.',
  zipUnknown: 'We do not know that ZIP code.',
} as const;

/** How long each kind of standalone appointment takes on the shop's calendar, in minutes (on the slot grid). */
export const STANDALONE_JOB_MINUTES = { service: 60, car_wash: 30, collision: 60 } as const satisfies Record<AppointmentType, number>;

/** `no_show`: the shop marked that the customer did not come (ADR 046). */
export const STANDALONE_APPOINTMENT_STATUSES = ['booked', 'cancelled', 'no_show'] as const;
export const StandaloneAppointmentStatus = z.enum(STANDALONE_APPOINTMENT_STATUSES);
export type StandaloneAppointmentStatus = z.infer<typeof StandaloneAppointmentStatus>;

const StandaloneAppointmentTypeParam = z.enum(AppointmentType.options, {
  error: `Appointment type must be one of: ${AppointmentType.options.join(', ')}.`,
});

/** POST /v3/standalone_appointments: the spec's "Appointment parameters sent" (snake_case on the wire). */
export const StandaloneAppointmentCreate = z.object({
  serviceStationLocationId: text({ required: standaloneAppointmentMessages.locationRequired })
    .trim()
    .min(1, { message: standaloneAppointmentMessages.locationRequired })
    .max(64),
  /** The owned vehicle's id (a vehicle to create is saved first through the vehicles API). */
  vehicle: text({ required: standaloneAppointmentMessages.vehicleRequired })
    .trim()
    .min(1, { message: standaloneAppointmentMessages.vehicleRequired })
    .max(64),
  notes: text({ multiline: true })
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
  /** YYYY-MM-DD and HH:mm in the location's zone: one of the proposals' `day` and `time`. */
  scheduledAtDateString: dayField(standaloneAppointmentMessages.dateInvalid),
  scheduledAtTimeString: text({ required: standaloneAppointmentMessages.timeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: standaloneAppointmentMessages.timeInvalid }),
  phone: OptionalPhone,
  partner: text()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  appointmentType: StandaloneAppointmentTypeParam.default('service'),
});
export type StandaloneAppointmentCreate = z.input<typeof StandaloneAppointmentCreate>;

export const StandaloneAppointment = z.object({
  id: z.string(),
  userId: z.string(),
  status: StandaloneAppointmentStatus,
  appointmentType: AppointmentType,
  location: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    phone: z.string(),
  }),
  ownedVehicleId: z.string().nullable(),
  slot: AppointmentSlot.omit({ slotKey: true }),
  /** The job's length on the shop's calendar (STANDALONE_JOB_MINUTES of its type). */
  jobMinutes: z.number().int().positive(),
  notes: z.string().nullable(),
  phone: z.string().nullable(),
  partner: z.string().nullable(),
  calendarUid: z.string(),
  calendarUrl: z.string(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StandaloneAppointment = z.infer<typeof StandaloneAppointment>;
const StandaloneAttributes = snakeKeys(StandaloneAppointment.omit({ id: true }));
export const StandaloneAppointmentDocument = jsonApiDocument('standalone_appointments', StandaloneAttributes);
export const StandaloneAppointmentListDocument = jsonApiListDocument('standalone_appointments', StandaloneAttributes);

/** A location near a zip that takes the appointment type (the Schedule step's choice). */
export const StandaloneLocation = z.object({
  name: z.string(),
  companyName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  distanceMiles: z.number().nonnegative(),
  appointmentTypes: z.array(AppointmentType),
});
export type StandaloneLocation = z.infer<typeof StandaloneLocation>;
export const StandaloneLocationListDocument = jsonApiListDocument('service_station_locations', snakeKeys(StandaloneLocation));
export const StandaloneLocationsQuery = z.object({
  zipcode: Zip,
  appointmentType: StandaloneAppointmentTypeParam.default('service'),
});

/**
 * GET /v3/standalone_appointments/{id}/appointment_proposals: `{id}` is the service station location (the
 * Schedule step comes before the appointment exists). `day` YYYY-MM-DD (7 days from it) or `first`.
 */
export const StandaloneProposalsQuery = z.object({
  appointmentType: StandaloneAppointmentTypeParam.default('service'),
  day: SlotArg.default('first'),
});
export const StandaloneAppointmentParams = z.object({ id: EntityId });
export const UserStandaloneAppointmentParams = z.object({ userId: EntityId, id: EntityId });
export const UserStandaloneAppointmentsParams = z.object({ userId: EntityId });

export const standaloneAppointmentsRoutes = defineRoutes('standalone-appointments', {
  listStandaloneLocations: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/standalone_appointments/locations',
    summary: 'Locations near a ZIP code that take an appointment type, nearest first',
    query: StandaloneLocationsQuery,
    reply: StandaloneLocationListDocument,
    errors: ['validation_failed'],
  },
  listStandaloneProposals: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/standalone_appointments/:id/appointment_proposals',
    summary: "Free times at a location for an appointment type, in the location's zone",
    description: '`{id}` is the service station location. Public: the Schedule step comes before signing up.',
    params: StandaloneAppointmentParams,
    query: StandaloneProposalsQuery,
    reply: AppointmentSlotListDocument,
    errors: ['not_found', 'validation_failed'],
  },
  createStandaloneAppointment: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/standalone_appointments',
    summary: 'Book a service, car wash or collision appointment at a location',
    description:
      'The same appointment sent again (same user, vehicle, location and time, still booked: a double click or a retry) answers 200 with the first, never a second booking.',
    auth: 'user',
    body: StandaloneAppointmentCreate,
    reply: StandaloneAppointmentDocument,
    status: 201,
    replies: { 200: StandaloneAppointmentDocument, 201: StandaloneAppointmentDocument },
    errors: ['not_found', 'slot_taken', 'validation_failed', 'account_unconfirmed', 'booking_limit'],
  },
  cancelStandaloneAppointment: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/standalone_appointments/:id/cancel',
    summary: 'Cancel a standalone appointment (its time is free again)',
    auth: 'user',
    params: StandaloneAppointmentParams,
    reply: StandaloneAppointmentDocument,
    errors: ['not_found', 'request_closed', 'appointment_started'],
  },
  listUserStandaloneAppointments: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/standalone_appointments',
    summary: "The signed-in user's standalone appointments, latest first",
    auth: 'user',
    params: UserStandaloneAppointmentsParams,
    query: PageQuery,
    reply: StandaloneAppointmentListDocument,
    errors: ['not_found'],
  },
  listUserUpcomingStandaloneAppointments: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/standalone_appointments/upcoming',
    summary: "The signed-in user's booked standalone appointments still to come, soonest first",
    auth: 'user',
    params: UserStandaloneAppointmentsParams,
    query: PageQuery,
    reply: StandaloneAppointmentListDocument,
    errors: ['not_found'],
  },
  getUserStandaloneAppointment: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/standalone_appointments/:id',
    summary: 'One of the signed-in user’s standalone appointments',
    auth: 'user',
    params: UserStandaloneAppointmentParams,
    reply: StandaloneAppointmentDocument,
    errors: ['not_found'],
  },
  // The shop's side (/api/shop/v1): staff of the location only.
  markShopStandaloneNoShow: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/standalone-appointments/:appointmentId/no-show',
    summary: 'Mark that the customer did not come to a standalone appointment (once its time has begun)',
    description: 'Its bay is free again; the customer is emailed. A no-show counts against the customer’s limits (ADR 046). Before the start: 409.',
    auth: 'location-staff',
    params: ShopAppointmentParams,
    reply: ShopStandaloneAppointment,
    errors: ['not_found', 'request_closed', 'conflict'],
  },
});
