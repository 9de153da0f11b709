import type { TargetMarketResponse } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { getTargetMarket } from './get-target-market';

/** What the zip search learns: served (go on with the zip), not served (the notice), or why it could not tell. */
export type ZipcodeCheck =
  | { served: true; zipcode: string }
  | { served: false; market: Pick<TargetMarketResponse, 'zipcode' | 'nearby'> }
  | { failed: string };

/**
 * The target-market lookup for the zip search (`ZipEntry`), loaded on submit with the API client and the error
 * texts, so the landing page carries neither; a failure comes back as the sentence for the zip field.
 */
export async function checkZipcode(zipcode: string): Promise<ZipcodeCheck> {
  try {
    const market = await getTargetMarket(zipcode);
    return market.in_market ? { served: true, zipcode: market.zipcode } : { served: false, market: { zipcode: market.zipcode, nearby: market.nearby } };
  } catch (failure) {
    return { failed: extractErrorText(failure) };
  }
}
