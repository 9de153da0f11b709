import { locationMessages, type TargetMarketResponse } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { LocationsDeps } from './locations-deps.ts';

/** Whether a zip is served; when not, the nearest in-market zips for the no-coverage notice. */
export function getTargetMarket(deps: Pick<LocationsDeps, 'coverage'>, { zipcode }: { zipcode: string }): TargetMarketResponse {
  const found = deps.coverage.forZip(zipcode);
  if (!found) throw new AppError('not_found', locationMessages.zipUnknown);
  const { zip, inMarket, metroId, nearby } = found;
  return { in_market: inMarket, zipcode: zip.zip, city: zip.city, state: zip.state, county: zip.county, metroId, nearby };
}
