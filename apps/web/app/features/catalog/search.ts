import type { Service } from '@pitstop/contracts';
import { FUZZY_SEARCH, SEARCH_TERM_MIN_LENGTH } from '@pitstop/contracts/constants';
import Fuse, { type IFuseOptions } from 'fuse.js';

/**
 * The service search (docs/product/requests-and-offers.md): fuse.js with these options (threshold 0.3, minimum match length
 * 2, name weight 0.7, category weight 0.3), searching only from SEARCH_TERM_MIN_LENGTH (2) characters. Fuse
 * decides what matches; the order puts word matches first (wordTier), then keeps fuse's order.
 */
export const SERVICE_SEARCH_OPTIONS: IFuseOptions<Service> = {
  threshold: FUZZY_SEARCH.threshold,
  minMatchCharLength: FUZZY_SEARCH.minMatchCharLength,
  keys: FUZZY_SEARCH.keys.map((key) => ({ ...key })),
};

export type ServiceSearch = (term: string) => Service[];

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
const wordsOf = (text: string) => text.toLowerCase().split(WORD_SEPARATOR).filter(Boolean);
const startsAWord = (token: string, words: readonly string[]) => words.some((word) => word.startsWith(token));

/**
 * How a result matched the term, best first (ADR 042): 0 — every word typed starts a word of the name
 * ("oil" in Synthetic Oil Change); 1 — of the name or the category; 2 — anything else fuse found (a typo, or the
 * letters inside a word: "oil" in Ignition Coil). Fuse's score alone weighs how near the name's start a match
 * is, so a match inside an early word beat a whole word further on.
 */
export function wordTier(tokens: readonly string[], service: Pick<Service, 'name' | 'categoryName'>): 0 | 1 | 2 {
  const name = wordsOf(service.name);
  if (tokens.every((token) => startsAWord(token, name))) return 0;
  const both = [...name, ...wordsOf(service.categoryName)];
  return tokens.every((token) => startsAWord(token, both)) ? 1 : 2;
}

/** A search over the given services; a term shorter than 2 characters (after trimming) finds nothing. */
export function createServiceSearch(services: readonly Service[]): ServiceSearch {
  const fuse = new Fuse(services, SERVICE_SEARCH_OPTIONS);
  return (term) => {
    const query = term.trim();
    if (query.length < SEARCH_TERM_MIN_LENGTH) return [];
    const tokens = wordsOf(query);
    // A stable sort: within a tier, fuse's order (its score) stands.
    return fuse
      .search(query)
      .map((result) => ({ item: result.item, tier: wordTier(tokens, result.item) }))
      .sort((a, b) => a.tier - b.tier)
      .map(({ item }) => item);
  };
}
