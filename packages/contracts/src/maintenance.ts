import { z } from 'zod';
import { Service } from './catalog.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { ModelYear } from './vehicles.ts';

/**
 * Maintenance schedules (module `maintenance`, ADR 072, docs/product/maintenance-pages.md): the public pages'
 * data — makes and models by slug from the vehicle data, and the catalogue's typical maintenance schedule by
 * mileage (the one the interval-services step uses). Turbo API, plain JSON, public.
 */
export const maintenanceMessages = {
  makeUnknown: (make: string) => `We have no make called “${make}”.`,
  modelUnknown: (make: string, model: string) => `We have no ${make} model called “${model}”.`,
  makeModelUnknown: (makeModel: string) => `We have no vehicle called “${makeModel}”.`,
  yearUnknown: (year: number, make: string, model: string) => `We have no ${year} ${make} ${model}.`,
  makeRequired: 'Make is required.',
  modelRequired: 'Model is required.',
} as const;

/** The first milestone of the published schedules, the step between two and the last (ADR 072). */
export const SCHEDULE_FIRST_MILES = 5_000;
export const SCHEDULE_LAST_MILES = 150_000;

const slugSegment = (message: string) => text().trim().min(1, { message }).max(MAX_INPUT_LENGTH);

export const MaintenanceMakeParams = z.object({ make: slugSegment(maintenanceMessages.makeRequired) });
export const MaintenanceModelParams = MaintenanceMakeParams.extend({ model: slugSegment(maintenanceMessages.modelRequired) });
export const MaintenanceModelYearParams = MaintenanceModelParams.extend({ year: ModelYear });
export const MaintenanceMakeModelParams = z.object({ makeModel: slugSegment(maintenanceMessages.modelRequired) });
export const MaintenanceMakeModelYearParams = MaintenanceMakeModelParams.extend({ year: ModelYear });

/** A make as the pages name it: its slug (the address segment) and the data's spelling. */
export const MaintenanceMake = z.object({ slug: z.string(), name: z.string() });
export type MaintenanceMake = z.infer<typeof MaintenanceMake>;

/** A model of a make: its slug, its name, the make-and-model slug (`honda-civic`) and its model years' span. */
export const MaintenanceModel = z.object({
  slug: z.string(),
  name: z.string(),
  makeModel: z.string(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
});
export type MaintenanceModel = z.infer<typeof MaintenanceModel>;

/**
 * A service of the schedule, as the catalogue has it (the request's onramp takes it as it is), with how often it
 * is due; a mileage package (`scheduled-maintenance-30k`) also names the services it stands for at its milestone.
 */
export const ScheduleService = Service.extend({
  everyMiles: z.number().int(),
  /** The slugs of the services a package includes (empty for a single service). */
  includes: z.array(z.string()),
});
export type ScheduleService = z.infer<typeof ScheduleService>;

/** One milestone: the services due then (slugs of `services`), a package first. */
export const ScheduleMilestone = z.object({ mileage: z.number().int(), slugs: z.array(z.string()) });
export type ScheduleMilestone = z.infer<typeof ScheduleMilestone>;

/** The typical schedule itself: its services (single ones first, then packages) and its milestones. */
export const MaintenanceScheduleTable = z.object({
  services: z.array(ScheduleService),
  milestones: z.array(ScheduleMilestone),
});

/** GET /turbo/v1/maintenance: every make with its models, by name and make-and-model slug (the /maintenance index). */
export const MaintenanceOverview = z.object({
  makes: z.array(MaintenanceMake.extend({ models: z.array(MaintenanceModel.pick({ name: true, makeModel: true })) })),
});
export type MaintenanceOverview = z.infer<typeof MaintenanceOverview>;

/** GET /turbo/v1/maintenance/makes: the schedule, and every make with how many models it has. */
export const MaintenanceMakeList = MaintenanceScheduleTable.extend({
  makes: z.array(MaintenanceMake.extend({ modelCount: z.number().int() })),
  modelCount: z.number().int(),
});
export type MaintenanceMakeList = z.infer<typeof MaintenanceMakeList>;

/** GET /turbo/v1/maintenance/makes/{make}: a make and its models. */
export const MaintenanceMakeModels = z.object({ make: MaintenanceMake, models: z.array(MaintenanceModel) });
export type MaintenanceMakeModels = z.infer<typeof MaintenanceMakeModels>;

/**
 * A vehicle's schedule (a model, or a model year): the canonical names of what was found, the model's years
 * (newest first), the year's trims (empty for a model), and the typical schedule.
 */
export const VehicleMaintenanceSchedule = MaintenanceScheduleTable.extend({
  make: MaintenanceMake,
  model: MaintenanceModel.omit({ firstYear: true, lastYear: true }),
  years: z.array(z.number().int()),
  year: z.number().int().nullable(),
  trims: z.array(z.string()),
  /** Where the vehicle data comes from. */
  source: z.string(),
});
export type VehicleMaintenanceSchedule = z.infer<typeof VehicleMaintenanceSchedule>;

const scheduleReply = { reply: VehicleMaintenanceSchedule, errors: ['not_found'] } as const;

/** Public reads served from memory (ADR 072); names in paths match any case, and a make's alias is its make. */
export const maintenanceRoutes = defineRoutes('maintenance', {
  getMaintenanceOverview: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance',
    summary: 'Every make with its models (names and make-and-model slugs)',
    reply: MaintenanceOverview,
  },
  listMaintenanceMakes: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/makes',
    summary: 'Every make with a maintenance schedule, with its number of models',
    reply: MaintenanceMakeList,
  },
  getMaintenanceMake: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/makes/:make',
    summary: 'A make (by slug) and its models',
    params: MaintenanceMakeParams,
    reply: MaintenanceMakeModels,
    errors: ['not_found'],
  },
  getModelMaintenance: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/makes/:make/models/:model',
    summary: 'The maintenance schedule of a model (by make and model slugs)',
    params: MaintenanceModelParams,
    ...scheduleReply,
  },
  getModelYearMaintenance: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/makes/:make/models/:model/years/:year',
    summary: 'The maintenance schedule of a model year (by make and model slugs)',
    params: MaintenanceModelYearParams,
    ...scheduleReply,
  },
  getMakeModelMaintenance: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/vehicles/:makeModel',
    summary: 'The maintenance schedule of a model (by its make-and-model slug, e.g. honda-civic)',
    params: MaintenanceMakeModelParams,
    ...scheduleReply,
  },
  getMakeModelYearMaintenance: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/vehicles/:makeModel/years/:year',
    summary: 'The maintenance schedule of a model year (by its make-and-model slug)',
    params: MaintenanceMakeModelYearParams,
    ...scheduleReply,
  },
});
