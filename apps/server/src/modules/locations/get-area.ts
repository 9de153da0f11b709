import { type AreaResponse, locationMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { LocationsDeps } from './locations-deps.ts';

/** An area (a metro) with its active shop locations; 404 when unknown or inactive. */
export async function getArea(deps: Pick<LocationsDeps, 'shops'>, { id }: { id: string }): Promise<AreaResponse> {
  const area = await deps.shops.findArea(id);
  if (!area) throw new AppError('not_found', locationMessages.areaUnknown);
  return area;
}
