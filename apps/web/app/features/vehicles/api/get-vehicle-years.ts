import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

/** 20 model years from the current one, newest first (docs/product/vehicles.md). */
export const getVehicleYears = (signal?: AbortSignal) => api.call(vehiclesEndpoints.listVehicleYears, { signal });

export const vehicleYearsQueryOptions = () =>
  queryOptions({ queryKey: ['vehicles', 'years'], queryFn: ({ signal }) => getVehicleYears(signal), staleTime: LOOKUP_STALE_MS });

export const useVehicleYears = () => useQuery(vehicleYearsQueryOptions());
