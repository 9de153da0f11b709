/**
 * The markets Pitstop serves: real US metros in different regions. Centres are the city centres; tax rates are
 * the combined state and local sales tax of the central city (2024); labor bands are the range of independent
 * shops' posted hourly labor rates in the region, in cents. Area codes are real; the demo shops' numbers use
 * the fictional 555-01xx range.
 */
export interface AuthoredMetro {
  /** Stable key the seed upserts by. */
  slug: string;
  name: string;
  state: string;
  region: string;
  centreLat: number;
  centreLon: number;
  serviceRadiusMiles: number;
  timeZone: string;
  salesTaxBps: number;
  laborRateBandCents: { min: number; max: number };
  areaCodes: string[];
}

export const METROS: AuthoredMetro[] = [
  {
    slug: 'atlanta',
    name: 'Atlanta',
    state: 'GA',
    region: 'Southeast',
    centreLat: 33.749,
    centreLon: -84.388,
    serviceRadiusMiles: 30,
    timeZone: 'America/New_York',
    salesTaxBps: 890,
    laborRateBandCents: { min: 11_500, max: 16_500 },
    areaCodes: ['404', '470', '678', '770'],
  },
  {
    slug: 'austin',
    name: 'Austin',
    state: 'TX',
    region: 'South Central',
    centreLat: 30.2672,
    centreLon: -97.7431,
    serviceRadiusMiles: 25,
    timeZone: 'America/Chicago',
    salesTaxBps: 825,
    laborRateBandCents: { min: 12_000, max: 17_000 },
    areaCodes: ['512', '737'],
  },
  {
    slug: 'chicago',
    name: 'Chicago',
    state: 'IL',
    region: 'Midwest',
    centreLat: 41.8781,
    centreLon: -87.6298,
    serviceRadiusMiles: 30,
    timeZone: 'America/Chicago',
    salesTaxBps: 1025,
    laborRateBandCents: { min: 14_000, max: 19_500 },
    areaCodes: ['312', '773', '708', '847'],
  },
  {
    slug: 'denver',
    name: 'Denver',
    state: 'CO',
    region: 'Mountain West',
    centreLat: 39.7392,
    centreLon: -104.9903,
    serviceRadiusMiles: 25,
    timeZone: 'America/Denver',
    salesTaxBps: 881,
    laborRateBandCents: { min: 14_000, max: 18_500 },
    areaCodes: ['303', '720'],
  },
  {
    slug: 'phoenix',
    name: 'Phoenix',
    state: 'AZ',
    region: 'Southwest',
    centreLat: 33.4484,
    centreLon: -112.074,
    serviceRadiusMiles: 30,
    timeZone: 'America/Phoenix',
    salesTaxBps: 860,
    laborRateBandCents: { min: 11_500, max: 16_000 },
    areaCodes: ['602', '480', '623'],
  },
  {
    slug: 'seattle',
    name: 'Seattle',
    state: 'WA',
    region: 'Pacific Northwest',
    centreLat: 47.6062,
    centreLon: -122.3321,
    serviceRadiusMiles: 25,
    timeZone: 'America/Los_Angeles',
    salesTaxBps: 1035,
    laborRateBandCents: { min: 16_000, max: 21_000 },
    areaCodes: ['206', '425', '253'],
  },
  {
    slug: 'philadelphia',
    name: 'Philadelphia',
    state: 'PA',
    region: 'Northeast',
    centreLat: 39.9526,
    centreLon: -75.1652,
    serviceRadiusMiles: 25,
    timeZone: 'America/New_York',
    salesTaxBps: 800,
    laborRateBandCents: { min: 13_000, max: 18_000 },
    areaCodes: ['215', '267', '610', '484'],
  },
];

/**
 * The benchmark's market (scripts/bench.ts, through generateBenchMetro): Los Angeles, a real city far from
 * every metro above and dense enough in zips for hundreds of shops in one market. Not in METROS: no seed
 * writes it, only the bench's own database has it. Sales tax is the city's 2024 rate; the labor band is the
 * range of independent shops' posted rates there.
 */
export const BENCH_METRO: AuthoredMetro = {
  slug: 'bench',
  name: 'Los Angeles',
  state: 'CA',
  region: 'Southern California',
  centreLat: 34.0522,
  centreLon: -118.2437,
  serviceRadiusMiles: 25,
  timeZone: 'America/Los_Angeles',
  salesTaxBps: 950,
  laborRateBandCents: { min: 15_000, max: 21_500 },
  areaCodes: ['213', '323', '310', '818'],
};
