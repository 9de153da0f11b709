import { type AssistantRequest, assistantRoutes as routes } from '@pitstop/contracts';
import { vehicleData } from '../../data/vehicles/index.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { askAboutServices } from './ask-about-services.ts';
import { askAboutVehicle } from './ask-about-vehicle.ts';
import { buildVehicleIndex, type VehicleIndex } from './vehicle-advisor.ts';

/** The service advisor (docs/product/assistant.md, contracts `assistantRoutes`): plain JSON, no login. Reads `app.catalog`. */
export const assistantModule = defineModule(
  'assistant',
  async (app, { database }) => {
    const { db } = database;
    const { clock } = app;
    const catalog = app.catalog;
    // Built on the first question about a vehicle, then kept: most servers never get one.
    let vehicleIndex: VehicleIndex | undefined;
    const vehicles = () => (vehicleIndex ??= buildVehicleIndex(vehicleData()));
    // `session_id` is the spec's spelling; `sessionId` the plain-JSON namespaces' (ARCHITECTURE §4).
    const input = ({ question, sessionId, session_id }: AssistantRequest) => ({
      question,
      sessionId: sessionId ?? session_id,
    });

    mount(app, routes.askAboutServices, async (request) => askAboutServices({ db, clock, catalog }, input(request.body)));

    mount(app, routes.askAboutVehicle, async (request) => askAboutVehicle({ db, clock, vehicles }, input(request.body)));
  },
  ['catalog'],
);
