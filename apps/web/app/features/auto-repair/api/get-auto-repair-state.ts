import { autoRepairEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /auto-repair/:state (turbo): the state's cities with shops; the state by abbreviation (any case) or name. */
export const getAutoRepairState = (state: string, client: ApiClient) => client.call(autoRepairEndpoints.getAutoRepairState, { params: { state } });
