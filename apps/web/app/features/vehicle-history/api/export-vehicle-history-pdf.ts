import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { fileOf } from '~/lib/save-file';

/** The owner's vehicle history as PDF, read with the session's bearer token (ADR 068). */
export const exportVehicleHistoryPdf = async (vehicleId: string) =>
  fileOf(await api.open(vehicleHistoryEndpoints.exportVehicleHistoryPdf, { params: { id: vehicleId }, accept: 'application/pdf' }), 'application/pdf');
