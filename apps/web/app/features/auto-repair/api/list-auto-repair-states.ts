import { autoRepairEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /auto-repair (turbo): the states with auto repair shops, with their city and shop counts. */
export const listAutoRepairStates = (client: ApiClient) => client.call(autoRepairEndpoints.listAutoRepairStates, {});
