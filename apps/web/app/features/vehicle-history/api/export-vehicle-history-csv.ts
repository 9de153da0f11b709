import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { fileOf } from '~/lib/save-file';

/** The owner's vehicle history as CSV, read with the session's bearer token (ADR 068). */
export const exportVehicleHistoryCsv = async (vehicleId: string) =>
  fileOf(await api.open(vehicleHistoryEndpoints.exportVehicleHistoryCsv, { params: { id: vehicleId }, accept: 'text/csv' }), 'text/csv');
