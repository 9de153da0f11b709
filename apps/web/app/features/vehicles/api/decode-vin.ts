import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

/**
 * Year, make, model and (when the VIN codes one) the trim. The first decode after the server starts takes
 * 1–3 s while the vPIC database opens.
 */
export const decodeVin = (vin: string, signal?: AbortSignal) => api.call(vehiclesEndpoints.decodeVin, { params: { vin }, signal });

export const vinQueryOptions = (vin: string) =>
  queryOptions({ queryKey: ['vehicles', 'vin', vin], queryFn: ({ signal }) => decodeVin(vin, signal), staleTime: LOOKUP_STALE_MS });

export const useDecodedVin = (vin: string | null) => useQuery({ ...vinQueryOptions(vin ?? ''), enabled: Boolean(vin) });
