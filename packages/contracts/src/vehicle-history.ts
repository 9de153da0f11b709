import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * VehicleHistory (module `vehicle-history`, ADR 050): its schemas, messages and route table `vehicleHistoryRoutes`.
 * Written by `npm run new:module vehicle-history` (ADR 056): replace the example with the domain's own.
 */
export const vehicleHistoryMessages = {
  notFound: 'Not found.',
} as const;

/** One of a user's vehicle history. */
export const VehicleHistoryItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type VehicleHistoryItem = z.infer<typeof VehicleHistoryItem>;
const VehicleHistoryItemAttributes = snakeKeys(VehicleHistoryItem.omit({ id: true }));
export const VehicleHistoryItemDocument = jsonApiDocument('vehicle_history', VehicleHistoryItemAttributes);
export const VehicleHistoryItemListDocument = jsonApiListDocument('vehicle_history', VehicleHistoryItemAttributes);

export const VehicleHistoryItemParams = z.object({ id: z.uuid() });

export const vehicleHistoryRoutes = defineRoutes('vehicle-history', {
  listVehicleHistory: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/vehicle_history',
    summary: "The signed-in user's vehicle history, newest first, a page at a time",
    auth: 'user',
    query: PageQuery,
    reply: VehicleHistoryItemListDocument,
  },
  getVehicleHistoryItem: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/vehicle_history/:id',
    summary: "One of the signed-in user's vehicle history",
    description: "Another user's is 404, as one that does not exist.",
    auth: 'user',
    params: VehicleHistoryItemParams,
    reply: VehicleHistoryItemDocument,
    errors: ['not_found'],
  },
});
