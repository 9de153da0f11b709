import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** A line's photo as its shop reads it: the image's bytes as a stream. */
export const getShopExtraLinePhoto = (params: { locationId: string; appointmentId: string; lineId: string }, signal?: AbortSignal) =>
  api.open(extraLinesEndpoints.getShopExtraLinePhoto, { params, signal });
