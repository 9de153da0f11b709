import { SEARCH_TERM_MIN_LENGTH } from '@pitstop/contracts/constants';

/** Texts of the service search, apart from its (heavier) component so the landing page can show them. */
export const SERVICE_SEARCH_LABEL = 'Search services';
export const SERVICE_SEARCH_PLACEHOLDER = 'e.g. brakes, oil change, battery';
export const SEARCH_HINT = `Type at least ${SEARCH_TERM_MIN_LENGTH} characters to search.`;
