import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { EntityId, ServiceRequestParams } from './service-requests.ts';
import { MAX_LINE_AMOUNT_CENTS, MAX_LINE_HOURS, ShopBooking, shopMessages } from './shops.ts';
import { OwnedVehicleParams } from './vehicles.ts';

/**
 * Extra work found during a booked job (docs/product/booking-and-payments.md "Extra lines and the price lock", ADR 031 addendum): the shop sends lines from
 * /shop with a note and an optional photo; the customer approves or declines each line. Only approved lines raise
 * the appointment's approved total (and only the difference is held on the card); declined lines stay on the
 * car's record as advised work. Lines are priced like a hand bid's, with the location's own rates.
 */
export const extraLineMessages = {
  lineNotFound: 'Extra work line not found.',
  alreadyDecided: 'This line was already approved or declined.',
  notBooked: 'Extra work can only be added to or decided on a booking that is still to be done.',
  photoTooLarge: 'The photo is too large: at most 2 MB.',
  photoType: 'The photo must be a PNG, JPEG or WebP image.',
  photoNotFound: 'Photo not found.',
  serviceNameRequired: 'Name the work.',
  bookingChanged: 'The booking changed meanwhile. Please try again.',
  decisionRequired: 'Choose approve or decline.',
  /** 409: EXTRA_WORK_REQUESTS_PER_BOOKING reached (ADR 047). */
  bookingLimit: 'This booking has had as many extra-work requests as it may. Call the customer, or add the work to a new request after this one.',
  /** 429: EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY reached at this location (ADR 047). */
  customerDayLimit: 'This customer has had as many extra-work requests from your shop as they may get in a day. Please try again tomorrow, or call them.',
} as const;

/** A booking takes at most this many extra-work requests (each one email to the customer) in all (ADR 047). */
export const EXTRA_WORK_REQUESTS_PER_BOOKING = 3;
/** A location sends one customer at most this many extra-work requests in 24 hours, over all their bookings (ADR 047). */
export const EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY = 3;

/** A photo's size limit, in bytes (decoded). */
export const MAX_EXTRA_PHOTO_BYTES = 2 * 1024 * 1024;
/** Base64 of MAX_EXTRA_PHOTO_BYTES, with a little room so a slightly larger photo is told its size (422), not cut off. */
const MAX_EXTRA_PHOTO_BASE64 = Math.ceil((MAX_EXTRA_PHOTO_BYTES * 1.1) / 3) * 4;
export const EXTRA_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ExtraPhotoType = (typeof EXTRA_PHOTO_TYPES)[number];

export const EXTRA_LINE_STATUSES = ['proposed', 'approved', 'declined'] as const;
export const ExtraLineStatus = z.enum(EXTRA_LINE_STATUSES);
export type ExtraLineStatus = z.infer<typeof ExtraLineStatus>;

const cents = z
  .number({ error: 'Enter an amount in cents.' })
  .int('Enter whole cents.')
  .min(0, 'Amounts cannot be negative.')
  .max(MAX_LINE_AMOUNT_CENTS, shopMessages.amountTooLarge);

/** One extra line as the shop states it: what the work is, hours, parts (already marked up) and fees in cents. */
export const ShopExtraLineInput = z.object({
  serviceName: text({ required: extraLineMessages.serviceNameRequired }).trim().min(1, extraLineMessages.serviceNameRequired).max(200),
  description: text({ multiline: true }).trim().max(1000).nullish().transform((value) => value || null),
  laborHours: z.number().min(0, 'Hours cannot be negative.').max(MAX_LINE_HOURS, shopMessages.hoursTooLarge),
  partsCents: cents,
  feesCents: cents,
});
export type ShopExtraLineInput = z.input<typeof ShopExtraLineInput>;

/** POST …/appointments/:appointmentId/extra_lines: one or several lines, one note and one optional photo for them. */
export const ShopExtraLinesInput = z.object({
  lineItems: z.array(ShopExtraLineInput).min(1, shopMessages.lineItemsRequired).max(20),
  note: text({ multiline: true }).trim().max(1000).nullish().transform((note) => note || null),
  /** The image's bytes, base64 (PNG, JPEG or WebP by its first bytes; at most MAX_EXTRA_PHOTO_BYTES). */
  photo: z
    .object({ data: text().min(1, extraLineMessages.photoType).max(MAX_EXTRA_PHOTO_BASE64, extraLineMessages.photoTooLarge) })
    .nullish()
    .transform((photo) => photo ?? null),
});
export type ShopExtraLinesInput = z.input<typeof ShopExtraLinesInput>;

/** A line as the shop and the customer read it. */
export const ExtraLine = z.object({
  id: z.string(),
  appointmentId: z.string(),
  serviceRequestId: z.string(),
  serviceName: z.string(),
  description: z.string().nullable(),
  laborHours: z.number(),
  laborRateCents: z.number().int(),
  laborCents: z.number().int(),
  partsCents: z.number().int(),
  feesCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  note: z.string().nullable(),
  /** Whether a photo came with the line; GET it at the photo route of whoever reads (shop or customer). */
  hasPhoto: z.boolean(),
  status: ExtraLineStatus,
  decidedAt: z.string().nullable(),
  /** The payment provider's words when the hold for an approval was refused (the line stays proposed). */
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type ExtraLine = z.infer<typeof ExtraLine>;
export const ShopExtraLinesResponse = z.object({ lines: z.array(ExtraLine) });
/** A booking's extra lines with the booking they are for (time, car, services, the customer's first name). */
export const ShopBookingExtraLinesResponse = ShopExtraLinesResponse.extend({ booking: ShopBooking });

const ExtraLineAttributes = snakeKeys(ExtraLine.omit({ id: true }));
export const ExtraLineDocument = jsonApiDocument('extra_lines', ExtraLineAttributes);
export const ExtraLineListDocument = jsonApiListDocument('extra_lines', ExtraLineAttributes);

/** PUT /v3/users/service_requests/:id/extra_lines/:lineId */
export const ExtraLineDecision = z.object({
  decision: z.enum(['approve', 'decline'], { error: extraLineMessages.decisionRequired }),
});
export type ExtraLineDecision = z.input<typeof ExtraLineDecision>;
export const ExtraLineParams = ServiceRequestParams.extend({ lineId: EntityId });

/** Declined extra work on a vehicle's record: what the shop advised and when. */
export const AdvisedWork = ExtraLine.pick({
  serviceRequestId: true,
  serviceName: true,
  description: true,
  totalCents: true,
  note: true,
  decidedAt: true,
  createdAt: true,
}).extend({ id: z.string(), shopName: z.string() });
export type AdvisedWork = z.infer<typeof AdvisedWork>;
export const AdvisedWorkListDocument = jsonApiListDocument('advised_work', snakeKeys(AdvisedWork.omit({ id: true })));

const ShopId = text().trim().min(1).max(64);
export const ShopAppointmentExtraLineParams = z.object({ locationId: ShopId, appointmentId: ShopId });
export const ShopExtraLinePhotoParams = ShopAppointmentExtraLineParams.extend({ lineId: ShopId });

/** Extra work on a booked job, the customer's side and the shop's (the extra-lines module mounts them). */
export const extraLinesRoutes = defineRoutes('extra-lines', {
  listExtraLines: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id/extra_lines',
    summary: 'Extra work the shop found on the booked job, line by line, to approve or decline',
    auth: 'user',
    params: ServiceRequestParams,
    reply: ExtraLineListDocument,
    errors: ['not_found'],
  },
  decideExtraLine: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/service_requests/:id/extra_lines/:lineId',
    summary: 'Approve (the total rises, the difference is held on the card) or decline (kept as advised work) an extra line',
    auth: 'user',
    params: ExtraLineParams,
    body: ExtraLineDecision,
    reply: ExtraLineDocument,
    errors: ['not_found', 'request_closed', 'conflict', 'card_declined'],
  },
  getExtraLinePhoto: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id/extra_lines/:lineId/photo',
    summary: "The photo the shop sent with an extra line",
    auth: 'user',
    params: ExtraLineParams,
    stream: 'image/*',
    errors: ['not_found'],
  },
  listAdvisedWork: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/owned_vehicles/:id/advised_work',
    summary: "Work a shop advised on the vehicle and its owner declined, newest first",
    auth: 'user',
    params: OwnedVehicleParams,
    reply: AdvisedWorkListDocument,
    errors: ['not_found'],
  },
  createShopExtraLines: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/appointments/:appointmentId/extra_lines',
    summary: 'Send extra work found on a booked job (lines, a note, an optional photo) for the customer to approve',
    auth: 'location-staff',
    params: ShopAppointmentExtraLineParams,
    body: ShopExtraLinesInput,
    reply: ShopExtraLinesResponse,
    status: 201,
    errors: ['not_found', 'request_closed', 'extra_work_limit', 'rate_limited'],
  },
  listShopExtraLines: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/appointments/:appointmentId/extra_lines',
    summary: "A booking's extra lines and the customer's decisions",
    auth: 'location-staff',
    params: ShopAppointmentExtraLineParams,
    reply: ShopBookingExtraLinesResponse,
    errors: ['not_found'],
  },
  getShopExtraLinePhoto: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/appointments/:appointmentId/extra_lines/:lineId/photo',
    summary: 'The photo sent with an extra line',
    auth: 'location-staff',
    params: ShopExtraLinePhotoParams,
    stream: 'image/*',
    errors: ['not_found'],
  },
});
