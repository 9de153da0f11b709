import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { fileOf } from '~/lib/save-file';

/** The history behind a share link as CSV (ADR 068). */
export const exportSharedVehicleHistoryCsv = async (token: string) =>
  fileOf(await api.open(vehicleHistoryEndpoints.exportSharedVehicleHistoryCsv, { params: { token }, accept: 'text/csv' }), 'text/csv');
