import { type AreaResponse, locationMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { LocationsDeps } from './locations-deps.ts';

/** An area (a metro) with its active shop locations; 404 when unknown or inactive, a malformed id included. */
export async function getArea(deps: Pick<LocationsDeps, 'shops'>, { id }: { id: string }): Promise<AreaResponse> {
  const area = isUuid(id) ? await deps.shops.findArea(id) : undefined;
  if (!area) throw new AppError('not_found', locationMessages.areaUnknown);
  return area;
}
