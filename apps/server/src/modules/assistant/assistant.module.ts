import { AssistantRequest, AssistantServicesResponse, AssistantVehicleResponse, PlainError } from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { vehicleData } from '../../data/vehicles/index.ts';
import { catalogStoreFor } from '../catalog/index.ts';
import { askAboutServices } from './ask-about-services.ts';
import { askAboutVehicle } from './ask-about-vehicle.ts';
import { buildVehicleIndex, type VehicleIndex } from './vehicle-advisor.ts';

let vehicleIndex: VehicleIndex | undefined;
const vehicles = () => (vehicleIndex ??= buildVehicleIndex(vehicleData()));

const errors = { 422: PlainError };

/** The service advisor (`/api/assistant`, plain JSON, no login): spec 000 §7. */
export const assistantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const catalog = catalogStoreFor(db);
  // `session_id` is the spec's spelling; `sessionId` the plain-JSON namespaces' (ARCHITECTURE §4).
  const input = ({ question, sessionId, session_id }: AssistantRequest) => ({
    question,
    sessionId: sessionId ?? session_id,
  });

  app.post(
    '/services',
    { schema: { tags: ['assistant'], body: AssistantRequest, response: { 200: AssistantServicesResponse, ...errors } } },
    async (request) => askAboutServices({ db, catalog }, input(request.body)),
  );

  app.post(
    '/vehicle',
    { schema: { tags: ['assistant'], body: AssistantRequest, response: { 200: AssistantVehicleResponse, ...errors } } },
    async (request) => askAboutVehicle({ db, vehicles }, input(request.body)),
  );
};
