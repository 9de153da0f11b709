/** Vehicle reference data changes with a deploy: the server lets clients keep it a day. */
export const LOOKUP_STALE_MS = 24 * 60 * 60_000;
