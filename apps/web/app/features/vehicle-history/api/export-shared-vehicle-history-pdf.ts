import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { fileOf } from '~/lib/save-file';

/** The history behind a share link as PDF (ADR 068). */
export const exportSharedVehicleHistoryPdf = async (token: string) =>
  fileOf(await api.open(vehicleHistoryEndpoints.exportSharedVehicleHistoryPdf, { params: { token }, accept: 'application/pdf' }), 'application/pdf');
