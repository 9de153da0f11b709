import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { YEAR_DROPDOWN_COUNT } from './constants.ts';

/**
 * Vehicles: the year → make → model → sub model (trim) → style (engine) lookups of the turbo API, VIN decoding,
 * and the signed-in user's own vehicles (docs/product/vehicles.md).
 * Vehicle data: NHTSA vPIC, curated to US passenger cars and light trucks.
 */
export const vehicleMessages = {
  yearInvalid: 'Year must be a four-digit model year.',
  yearUnknown: (year: number) => `We have no vehicles for ${year}.`,
  makeUnknown: (year: number, make: string) => `We have no ${make} vehicles for ${year}.`,
  modelUnknown: (year: number, make: string, model: string) => `We have no ${year} ${make} ${model}.`,
  subModelUnknown: (year: number, make: string, model: string, subModel: string) =>
    `We have no ${subModel} trim of the ${year} ${make} ${model}.`,
  engineUnknown: (engine: string) => `We have no ${engine} engine for this vehicle.`,
  makeRequired: 'Make is required.',
  modelRequired: 'Model is required.',
  mileageInvalid: 'Mileage must be a whole number from 0 to 999,999.',
  vinLength: 'VIN must be 17 characters.',
  vinCharacters: 'VIN may contain only letters and digits, and never I, O or Q.',
  vinCheckDigit: 'This VIN is not valid: please check it for typos.',
  vinNotFound: 'We could not find a vehicle for this VIN.',
  vinNotServiced: 'This VIN is not a passenger car or light truck we service.',
  vinTaken: 'You have already added a vehicle with this VIN.',
  vinMismatch: (year: number, make: string, model: string) =>
    `This VIN belongs to a ${year} ${make} ${model}. Check the VIN, or choose the vehicle it belongs to.`,
  vehicleNotFound: 'Vehicle not found.',
  /** Its service requests keep the shops' offers and the customer's history: the vehicle stays with them. */
  vehicleHasRequests: 'This vehicle has service requests, so it cannot be removed.',
} as const;

export const MILEAGE_MAX = 999_999;

// ─── VIN (ISO 3779; the check digit of 49 CFR 565) ────────────────────────────────────────────────────
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4,
  V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a VIN should carry: 0–9 or X. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const char = vin[index] as string;
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[index] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Why a VIN is not valid, or null: 17 characters, no I/O/Q, a correct check digit. Expects upper case. */
export function vinProblem(vin: string): string | null {
  if (vin.length !== 17) return vehicleMessages.vinLength;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return vehicleMessages.vinCharacters;
  if (vinCheckDigit(vin) !== vin[8]) return vehicleMessages.vinCheckDigit;
  return null;
}

/** A VIN as typed: spaces and dashes dropped, upper-cased, then validated. */
export const Vin = text()
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .superRefine((vin, context) => {
    const problem = vinProblem(vin);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // The length and letters as the API document writes them (ADR 049); the check digit is the server's.
  .meta({ pattern: '^[\\s-]*([A-HJ-NPR-Za-hj-npr-z0-9][\\s-]*){17}$' });

// ─── Turbo API lookups (plain JSON) ────────────────────────────────────────────────────────────────────
/** A model year in a path: four digits. */
export const ModelYear = z.coerce
  .number({ error: vehicleMessages.yearInvalid })
  .int({ message: vehicleMessages.yearInvalid })
  .min(1900, { message: vehicleMessages.yearInvalid })
  .max(2100, { message: vehicleMessages.yearInvalid });

const pathName = (message: string) => text().trim().min(1, { message }).max(MAX_INPUT_LENGTH);

export const YearParams = z.object({ year: ModelYear });
export const MakeParams = YearParams.extend({ make: pathName(vehicleMessages.makeRequired) });
export const ModelParams = MakeParams.extend({ model: pathName(vehicleMessages.modelRequired) });
export const SubModelParams = ModelParams.extend({ subModel: pathName('Sub model is required.') });
export const VinParams = z.object({ vin: Vin });

/** GET /turbo/v1/vehicles/years — YEAR_DROPDOWN_COUNT model years from the current year, newest first. */
export const VehicleYearsResponse = z.array(z.number().int()).length(YEAR_DROPDOWN_COUNT);
/** Makes, models, sub models (trims) and styles (engines): names, sorted. Names in paths match any case. */
export const NameListResponse = z.array(z.string());

/** GET /turbo/v1/vehicles/vin/{vin} */
export const VinDecodeResponse = z.object({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** The trim, when the VIN codes one we list for the model. */
  subModel: z.string().nullable(),
});
export type VinDecodeResponse = z.infer<typeof VinDecodeResponse>;

/** A model year in a JSON body: a JSON integer, never a string (ADR 049: paths and queries coerce, bodies do not). */
export const ModelYearNumber = z
  .number({ error: vehicleMessages.yearInvalid })
  .int({ message: vehicleMessages.yearInvalid })
  .min(1900, { message: vehicleMessages.yearInvalid })
  .max(2100, { message: vehicleMessages.yearInvalid });

// ─── Owned vehicles (main API, JSON:API, signed in) ────────────────────────────────────────────────────
/** Miles in a JSON body: a JSON integer (ADR 049). */
export const MileageNumber = z
  .number({ error: vehicleMessages.mileageInvalid })
  .int({ message: vehicleMessages.mileageInvalid })
  .min(0, { message: vehicleMessages.mileageInvalid })
  .max(MILEAGE_MAX, { message: vehicleMessages.mileageInvalid });
/** Miles as typed or in a query string: "12,500" is read as 12500. */
export const Mileage = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : value),
  MileageNumber,
);

const optionalName = text()
  .trim()
  .max(MAX_INPUT_LENGTH)
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /v3/owned_vehicles and PUT /v3/owned_vehicles/{id}: year, make and model must be in the vehicle data. */
export const OwnedVehicleRequest = z.object({
  year: ModelYearNumber,
  make: pathName(vehicleMessages.makeRequired),
  model: pathName(vehicleMessages.modelRequired),
  /** A trim of the model (a `sub_models` entry). */
  subModel: optionalName,
  /** An engine of the trim (a `styles` entry). */
  engine: optionalName,
  mileage: MileageNumber.nullish().transform((value) => value ?? null),
  vin: z
    .union([z.literal(''), Vin])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type OwnedVehicleRequest = z.input<typeof OwnedVehicleRequest>;
export type OwnedVehicleInput = z.output<typeof OwnedVehicleRequest>;

/** PATCH /v3/owned_vehicles/{id}: any of the fields; the result must still be a listed vehicle. */
export const OwnedVehiclePatch = OwnedVehicleRequest.partial();
export type OwnedVehiclePatch = z.output<typeof OwnedVehiclePatch>;

/** Any id: one that is not a vehicle of the caller's (malformed ids included) answers 404. */
export const OwnedVehicleParams = z.object({ id: text().min(1).max(64) });

/** An owned vehicle (docs/product/vehicles.md): id, year, make, model, mileage, vin (+ the trim and engine the add-vehicle steps pick). */
export const OwnedVehicle = z.object({
  id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  subModel: z.string().nullable(),
  engine: z.string().nullable(),
  mileage: z.number().int().nullable(),
  vin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnedVehicle = z.infer<typeof OwnedVehicle>;

const OwnedVehicleAttributes = snakeKeys(OwnedVehicle.omit({ id: true }));
export const OwnedVehicleDocument = jsonApiDocument('owned_vehicles', OwnedVehicleAttributes);
export const OwnedVehicleListDocument = jsonApiListDocument('owned_vehicles', OwnedVehicleAttributes);

/** Lookups (turbo, plain JSON) are public and served from memory; the owned vehicles are the caller's own. */
export const vehiclesRoutes = defineRoutes('vehicles', {
  listVehicleYears: {
    namespace: 'turbo',
    method: 'GET',
    path: '/vehicles/years',
    summary: 'List the model years offered, newest first',
    reply: VehicleYearsResponse,
  },
  listAllMakes: {
    namespace: 'turbo',
    method: 'GET',
    path: '/vehicles/makes',
    summary: 'List every make of any year',
    reply: NameListResponse,
  },
  decodeVin: {
    namespace: 'turbo',
    method: 'GET',
    path: '/vehicles/vin/:vin',
    summary: 'Decode a VIN into year, make, model and trim',
    params: VinParams,
    reply: VinDecodeResponse,
    errors: ['not_found'],
  },
  listMakes: {
    namespace: 'turbo',
    method: 'GET',
    path: '/years/:year/makes',
    summary: 'List the makes of a model year',
    params: YearParams,
    reply: NameListResponse,
    errors: ['not_found'],
  },
  listModels: {
    namespace: 'turbo',
    method: 'GET',
    path: '/years/:year/makes/:make/models',
    summary: 'List the models of a make in a model year',
    params: MakeParams,
    reply: NameListResponse,
    errors: ['not_found'],
  },
  listSubModels: {
    namespace: 'turbo',
    method: 'GET',
    path: '/years/:year/makes/:make/models/:model/sub_models',
    summary: 'List the trims of a model',
    params: ModelParams,
    reply: NameListResponse,
    errors: ['not_found'],
  },
  listStyles: {
    namespace: 'turbo',
    method: 'GET',
    path: '/years/:year/makes/:make/models/:model/sub_models/:subModel/styles',
    summary: 'List the engines of a trim',
    params: SubModelParams,
    reply: NameListResponse,
    errors: ['not_found'],
  },
  listOwnedVehicles: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/vehicles',
    summary: "List the signed-in user's vehicles",
    auth: 'user',
    reply: OwnedVehicleListDocument,
  },
  createOwnedVehicle: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/owned_vehicles',
    summary: "Add a vehicle to the signed-in user's",
    auth: 'user',
    body: OwnedVehicleRequest,
    reply: OwnedVehicleDocument,
    status: 201,
    errors: ['vehicle_unknown', 'vin_taken', 'vin_mismatch'],
  },
  updateOwnedVehicle: {
    namespace: 'main',
    method: 'PATCH',
    path: '/v3/owned_vehicles/:id',
    summary: 'Change some fields of one of the signed-in user\'s vehicles',
    auth: 'user',
    params: OwnedVehicleParams,
    body: OwnedVehiclePatch,
    reply: OwnedVehicleDocument,
    errors: ['not_found', 'vehicle_unknown', 'vin_taken', 'vin_mismatch'],
  },
  replaceOwnedVehicle: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/owned_vehicles/:id',
    summary: 'Replace one of the signed-in user\'s vehicles',
    auth: 'user',
    params: OwnedVehicleParams,
    body: OwnedVehicleRequest,
    reply: OwnedVehicleDocument,
    errors: ['not_found', 'vehicle_unknown', 'vin_taken', 'vin_mismatch'],
  },
  deleteOwnedVehicle: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/owned_vehicles/:id',
    summary: 'Remove one of the signed-in user\'s vehicles',
    description: 'A vehicle with service requests stays with them: 409.',
    auth: 'user',
    params: OwnedVehicleParams,
    status: 204,
    errors: ['not_found', 'conflict'],
  },
});
