/** Business constants and limits. */
export const ZIP_LENGTH = 5;
export const SEARCH_TERM_MIN_LENGTH = 2;
export const FUZZY_SEARCH = {
  threshold: 0.3,
  minMatchCharLength: 2,
  keys: [
    { name: 'name', weight: 0.7 },
    { name: 'categoryName', weight: 0.3 },
  ],
} as const;
export const SEARCH_RESULTS_HEIGHT_PX = 300;
export const POPULAR_SERVICES_LABEL = 'Popular Services';
export const YEAR_DROPDOWN_COUNT = 20;
export const EMAIL_CHECK_DEBOUNCE_MS = 250;
export const INPUT_DEBOUNCE_MS = 500;
export const REQUIRED_ADDRESS_DEBOUNCE_MS = 300;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const ALERT_DISMISS_MS = 5000;
export const NEARBY_AREAS_MAX = 6;
export const REWARDS_MULTIPLIER = 100;
export const CURRENCY = 'USD';
export const MOBILE_BREAKPOINT_PX = 768;
export const MESSAGE_POLL_MS = 600000;
export const PAGE_CACHE_MAX = 3;
export const STORE_KEY = 'frontend_vo';
export const STORE_VERSION = '1.2.1';
export const PAYMENT_PROCESSOR = 'stripe';
export const LOADING_BUTTON_TEXT = 'Loading...';
