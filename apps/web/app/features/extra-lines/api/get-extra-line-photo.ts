import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** A line's photo as the customer reads it: the image's bytes as a stream. */
export const getExtraLinePhoto = (params: { id: string; lineId: string }, signal?: AbortSignal) =>
  api.open(extraLinesEndpoints.getExtraLinePhoto, { params, signal });
