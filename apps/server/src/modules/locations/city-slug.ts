import { normaliseName } from '../../data/zips.ts';

/** "Saint Louis" → "saint-louis", "Winston-Salem" → "winston-salem" (read back by getCity). */
export const citySlug = (name: string) => normaliseName(name).replace(/ /g, '-');
