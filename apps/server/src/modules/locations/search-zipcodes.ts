import { ZIPCODE_SEARCH_LIMIT, type ZipcodeSearchResult } from '@pitstop/contracts';
import { searchZips } from '../../data/zips.ts';

/** Type-ahead: zips starting with the digits, or cities starting with the words ("Austin", "St. Lou", "Portland, OR"). */
export function searchZipcodes({ term }: { term: string }): ZipcodeSearchResult[] {
  return searchZips(term, ZIPCODE_SEARCH_LIMIT).map(({ zip, city, state, county }) => ({ zipcode: zip, city, state, county }));
}
