import { OFFER_VALID_DAYS } from '@pitstop/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when a price sent (or changed) at `madeAt` holds: an instant offer and a shop's bid alike, from the
 * marketplace's clock (ADR 053).
 */
export const validUntilFrom = (madeAt: Date): Date => new Date(madeAt.getTime() + OFFER_VALID_DAYS * DAY_MS);
