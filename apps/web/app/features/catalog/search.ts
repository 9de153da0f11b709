import type { Service } from '@pitstop/contracts';
import { FUZZY_SEARCH, SEARCH_TERM_MIN_LENGTH } from '@pitstop/contracts/constants';
import Fuse, { type IFuseOptions } from 'fuse.js';

/**
 * The service search of spec 000 §9: fuse.js with the spec's options (threshold 0.3, minimum match length
 * 2, name weight 0.7, category weight 0.3), searching only from SEARCH_TERM_MIN_LENGTH (2) characters.
 */
export const SERVICE_SEARCH_OPTIONS: IFuseOptions<Service> = {
  threshold: FUZZY_SEARCH.threshold,
  minMatchCharLength: FUZZY_SEARCH.minMatchCharLength,
  keys: FUZZY_SEARCH.keys.map((key) => ({ ...key })),
};

export type ServiceSearch = (term: string) => Service[];

/** A search over the given services; a term shorter than 2 characters (after trimming) finds nothing. */
export function createServiceSearch(services: readonly Service[]): ServiceSearch {
  const fuse = new Fuse(services, SERVICE_SEARCH_OPTIONS);
  return (term) => {
    const query = term.trim();
    if (query.length < SEARCH_TERM_MIN_LENGTH) return [];
    return fuse.search(query).map((result) => result.item);
  };
}
