import { isUuid } from '../../lib/uuid.ts';

/** Whether an id can name a vehicle at all (a malformed one is simply not found, never a database error). */
export const isVehicleId = isUuid;
