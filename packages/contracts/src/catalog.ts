import { snakeCase } from 'change-case';
import { z } from 'zod';
import { jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';
import { VEHICLE_CLASSES } from './common/names.ts';
import { AppointmentType } from './shops.ts';

/**
 * Service catalogue, selection categories, appointment services and feature flags (docs/product/comparing-and-choosing.md). Schemas describe camelCase code shapes; `*Document` schemas the snake_case wire.
 */
export const SERVICE_SELECTION_CATEGORIES = [
  'Popular Services',
  'Diagnosis / Describe Problem',
  'Service Catalog',
] as const;
export const ServiceSelectionCategoryName = z.enum(SERVICE_SELECTION_CATEGORIES, {
  error: `Name must be one of: ${SERVICE_SELECTION_CATEGORIES.join(', ')}.`,
});
export type ServiceSelectionCategoryName = z.infer<typeof ServiceSelectionCategoryName>;

/** Vehicle classes the catalogue prices parts (and scales labor) by (their list and names: common/names.ts). */
export { VEHICLE_CLASSES, VEHICLE_CLASS_TEXT } from './common/names.ts';
export const VehicleClass = z.enum(VEHICLE_CLASSES);
export type VehicleClass = z.infer<typeof VehicleClass>;
/** Catalogue labor hours are for a midsize car; other classes take longer or shorter. */
export const LABOR_HOURS_FACTOR: Record<VehicleClass, number> = {
  compact: 0.9,
  midsize: 1,
  fullsize: 1.1,
  truck_suv: 1.2,
  luxury: 1.3,
};

export const PriceRange = z.object({ minCents: z.number().int().nonnegative(), maxCents: z.number().int().nonnegative() });
export type PriceRange = z.infer<typeof PriceRange>;
export const PartsCostByClass = z.object({
  compact: PriceRange,
  midsize: PriceRange,
  fullsize: PriceRange,
  truck_suv: PriceRange,
  luxury: PriceRange,
});
export type PartsCostByClass = z.infer<typeof PartsCostByClass>;

/**
 * A popular-service interview answer (docs/product/comparing-and-choosing.md): `weight` scales the job (1 = as catalogued, 2 = twice the
 * work and parts, e.g. both axles), `note` is passed on to the shop.
 */
export const InterviewAnswer = z.object({ weight: z.number().positive(), answer: z.string(), note: z.string().nullable() });
export type InterviewAnswer = z.infer<typeof InterviewAnswer>;
export const InterviewQuestion = z.object({ id: z.string(), question: z.string(), answers: z.array(InterviewAnswer).min(2) });
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

/** A service of the catalogue: id, name, categoryName, note, autoquotable, enabled, serviceId, type. */
export const Service = z.object({
  id: z.string(),
  name: z.string(),
  categoryName: z.string(),
  note: z.string().nullable(),
  autoquotable: z.boolean(),
  enabled: z.boolean(),
  /** The catalogue service this entry stands for (its own id in the catalogue). */
  serviceId: z.string(),
  /** The appointment type the service is booked as. */
  type: AppointmentType,
  /** Stable, URL-safe key (e.g. for /repair-cost/{make}/{model}/{serviceSlug}). */
  slug: z.string(),
  popular: z.boolean(),
});
export type Service = z.infer<typeof Service>;

/** A popular service carries its interview questions. */
export const PopularService = Service.extend({ interviewQuestions: z.array(InterviewQuestion) });
export type PopularService = z.infer<typeof PopularService>;

/**
 * How autoquote prices a service: `labor_parts` = labor hours × the shop's labor rate + parts × (1 + markup);
 * `diagnostic_fee` = the shop's diagnostic fee; `flat` = a fixed price within the parts-cost range (car wash,
 * inspection fees).
 */
export const PRICING_METHODS = ['labor_parts', 'diagnostic_fee', 'flat'] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];

/** Pricing facts of a catalogue service, for autoquote (not on the public wire). */
export const ServicePricing = z.object({
  serviceId: z.string(),
  laborHours: z.number().nonnegative(),
  partsCost: PartsCostByClass,
  autoquotable: z.boolean(),
  pricingMethod: z.enum(PRICING_METHODS),
});
export type ServicePricing = z.infer<typeof ServicePricing>;

export const ServiceSelectionCategoryQuery = z.object({ name: ServiceSelectionCategoryName });
export type ServiceSelectionCategoryQuery = z.infer<typeof ServiceSelectionCategoryQuery>;

const AppointmentTypeParam = z.enum(AppointmentType.options, {
  error: `Appointment type must be one of: ${AppointmentType.options.join(', ')}.`,
});
/** `type` (the listed services' attribute) or `appointment_type` (the appointment's): either filters. */
export const AppointmentServicesQuery = z.object({
  type: AppointmentTypeParam.optional(),
  appointmentType: AppointmentTypeParam.optional(),
});
export type AppointmentServicesQuery = z.infer<typeof AppointmentServicesQuery>;

/** `GET /v4/features`: {name, enabled}. */
export const Feature = z.object({ name: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof Feature>;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
type SnakeShape<Shape extends z.ZodRawShape> = { [K in keyof Shape as SnakeCase<K & string>]: Shape[K] };

/** The wire (snake_case) form of an object schema's top-level keys; nested keys here are single words. */
export function snakeObject<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.ZodObject<SnakeShape<Shape>> {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [snakeCase(key), value]));
  return z.object(shape) as unknown as z.ZodObject<SnakeShape<Shape>>;
}

const ServiceWire = snakeObject(Service.omit({ id: true }));
const PopularServiceWire = snakeObject(PopularService.omit({ id: true }));

export const ServiceListDocument = jsonApiListDocument('services', ServiceWire);
/** 'Popular Services' answers with interview questions; the other categories with plain services. */
export const ServiceSelectionCategoryDocument = jsonApiListDocument('services', z.union([PopularServiceWire, ServiceWire]));
export const AppointmentServiceListDocument = jsonApiListDocument('appointment_services', ServiceWire);
export const FeatureListDocument = jsonApiListDocument('features', Feature);

/** Public, no login; served from memory with ETags (revalidate with If-None-Match). */
export const catalogRoutes = defineRoutes('catalog', {
  listServices: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/services',
    summary: 'List the enabled services of the catalogue',
    reply: ServiceListDocument,
  },
  listSelectionCategoryServices: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/services/service_selection_categories',
    summary: 'List the services of one selection category (popular ones with their interview questions)',
    query: ServiceSelectionCategoryQuery,
    reply: ServiceSelectionCategoryDocument,
  },
  listAppointmentServices: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/appointment_services',
    summary: 'List the services that can be booked, optionally of one appointment type',
    query: AppointmentServicesQuery,
    reply: AppointmentServiceListDocument,
  },
  listFeatures: {
    namespace: 'main',
    method: 'GET',
    path: '/v4/features',
    summary: 'List the feature switches and whether each is on',
    reply: FeatureListDocument,
  },
});
