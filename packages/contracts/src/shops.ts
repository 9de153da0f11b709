import { z } from 'zod';

/** Metros and shop locations (ARCHITECTURE §5 "Markets", "Shops"). Money in integer cents, rates in basis points. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 08:30.');
export const DayHours = z.object({ open: clockTime, close: clockTime }).nullable();
/** Opening hours per weekday in the location's own time zone; `null` = closed that day. */
export const OpeningHours = z.object({
  mon: DayHours,
  tue: DayHours,
  wed: DayHours,
  thu: DayHours,
  fri: DayHours,
  sat: DayHours,
  sun: DayHours,
});
export type OpeningHours = z.infer<typeof OpeningHours>;

/** Which appointment types a location takes (spec 000 §3: service by default, car_wash, collision). */
export const APPOINTMENT_TYPES = ['service', 'car_wash', 'collision'] as const;
export const AppointmentType = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof AppointmentType>;

export const Metro = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  state: z.string().length(2),
  centreLat: z.number(),
  centreLon: z.number(),
  serviceRadiusMiles: z.number().int().positive(),
  timeZone: z.string(),
});
export type Metro = z.infer<typeof Metro>;

export const ShopLocation = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  metroId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().length(2),
  zipcode: z.string(),
  lat: z.number(),
  lon: z.number(),
  phone: z.string(),
  timeZone: z.string(),
  openingHours: OpeningHours,
  appointmentTypes: z.array(AppointmentType),
  bays: z.number().int().positive(),
  laborRateCents: z.number().int().positive(),
  partsMarkupBps: z.number().int().nonnegative(),
  diagnosticFeeCents: z.number().int().nonnegative(),
  taxRateBps: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  certifications: z.array(z.string()),
  warrantyMonths: z.number().int().nonnegative(),
  warrantyMiles: z.number().int().nonnegative(),
  warrantyTerms: z.string(),
  /** Generated demonstration data, not a real business. */
  demo: z.boolean(),
});
export type ShopLocation = z.infer<typeof ShopLocation>;
