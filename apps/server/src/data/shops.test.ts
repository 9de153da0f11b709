import { createHash } from 'node:crypto';
import { OpeningHours, Phone, WEEKDAYS } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { type AuthoredMetro, METROS } from './metros.ts';
import {
  candidateZips,
  generateBenchMetro,
  generateDemoShops,
  generateMetroShops,
  type GeneratedLocation,
  MIN_SERVICE_SHOPS_IN_REACH,
} from './shops.ts';
import { distanceMiles, getZip, zipsWithinMiles } from './zips.ts';

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('the demo shop generator', () => {
  const companies = generateDemoShops(METROS);
  const locations = companies.flatMap((company) => company.locations);
  const metroOf = (slug: string) => METROS.find((metro) => metro.slug === slug)!;

  it('covers at least 6 real metros in different regions and time zones', () => {
    expect(METROS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(METROS.map((metro) => metro.region)).size).toBe(METROS.length);
    expect(new Set(METROS.map((metro) => metro.state)).size).toBe(METROS.length);
    expect(new Set(METROS.map((metro) => metro.timeZone)).size).toBeGreaterThanOrEqual(4);
    for (const metro of METROS) {
      // The centre is a real place: a zip of the metro's state lies within a few miles of it.
      expect(candidateZips(metro).length, metro.slug).toBeGreaterThan(20);
      const perMetro = locations.filter((location) => location.metroSlug === metro.slug);
      expect(perMetro.length, metro.slug).toBeGreaterThanOrEqual(12);
    }
  });

  it('is deterministic: the same output on every run', () => {
    // Varied members' discounts (ADR 059): every step of 10–25 % is some shop's.
    expect(new Set(locations.map((location) => location.memberDiscountPercent))).toEqual(new Set([10, 15, 20, 25]));
    expect(generateDemoShops(METROS)).toEqual(companies);
    // One metro alone gives the same companies as within the full run (each metro has its own seed).
    expect(generateMetroShops(METROS[1]!)).toEqual(
      companies.filter((company) => company.locations[0]?.metroSlug === METROS[1]!.slug),
    );
    // Pinned digest: a change here means the demo data changed; bump GENERATOR_VERSION on purpose.
    const digest = createHash('sha256').update(JSON.stringify(companies)).digest('hex').slice(0, 16);
    expect(digest).toBe(PINNED_DIGEST);
  });

  it('places every location at a real zip centroid in its metro’s state, within its service radius', () => {
    for (const location of locations) {
      const metro = metroOf(location.metroSlug);
      const zip = getZip(location.zipcode);
      expect(zip, location.slug).not.toBeNull();
      expect(zip).toMatchObject({ state: metro.state, city: location.city, lat: location.lat, lon: location.lon });
      expect(location.state).toBe(metro.state);
      const distance = distanceMiles({ lat: metro.centreLat, lon: metro.centreLon }, location);
      expect(distance, location.slug).toBeLessThanOrEqual(metro.serviceRadiusMiles);
      expect(location.timeZone).toBe(metro.timeZone);
    }
    expect(new Set(locations.map((location) => location.zipcode)).size).toBe(locations.length);
  });

  it('prices by region: labor rate in the metro’s band, the metro’s sales tax, sane markup and diagnostic fee', () => {
    for (const location of locations) {
      const metro = metroOf(location.metroSlug);
      expect(location.laborRateCents, location.slug).toBeGreaterThanOrEqual(metro.laborRateBandCents.min);
      expect(location.laborRateCents, location.slug).toBeLessThanOrEqual(metro.laborRateBandCents.max);
      expect(location.laborRateCents % 500).toBe(0);
      expect(location.taxRateBps).toBe(metro.salesTaxBps);
      expect(location.partsMarkupBps).toBeGreaterThanOrEqual(0);
      expect(location.partsMarkupBps).toBeLessThanOrEqual(7_000);
      if (!location.appointmentTypes.includes('car_wash')) {
        expect(location.diagnosticFeeCents).toBeGreaterThanOrEqual(5_000);
        expect(location.diagnosticFeeCents).toBeLessThanOrEqual(location.laborRateCents);
      }
    }
    // Seattle's cheapest shop charges more than Phoenix's cheapest.
    const cheapest = (slug: string) =>
      Math.min(...locations.filter((l) => l.metroSlug === slug).map((location) => location.laborRateCents));
    expect(cheapest('seattle')).toBeGreaterThan(cheapest('phoenix'));
  });

  it('keeps sane opening hours: valid times, open before close, 6:00–21:00, open at least 5 days', () => {
    for (const location of locations) {
      OpeningHours.parse(location.openingHours);
      let openDays = 0;
      for (const day of WEEKDAYS) {
        const hours = location.openingHours[day];
        if (!hours) continue;
        openDays++;
        expect(minutes(hours.open)).toBeGreaterThanOrEqual(6 * 60);
        expect(minutes(hours.close)).toBeLessThanOrEqual(21 * 60);
        expect(minutes(hours.close) - minutes(hours.open)).toBeGreaterThanOrEqual(3 * 60);
      }
      expect(openDays, location.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives plausible details: valid fictional phones, street addresses, bays, ratings, warranty, certifications, member discounts of 10–25 %', () => {
    for (const location of locations) {
      expect(Phone.safeParse(location.phone).success, location.phone).toBe(true);
      expect(location.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(metroOf(location.metroSlug).areaCodes).toContain(location.phone.slice(1, 4));
      expect(location.address).toMatch(/^\d{3,4} [A-Z][a-z]+ (St|Ave|Blvd|Rd|Dr|Pkwy|Way|Hwy)$/);
      expect(location.bays).toBeGreaterThanOrEqual(1);
      expect(location.bays).toBeLessThanOrEqual(12);
      expect(location.rating).toBeGreaterThanOrEqual(3.5);
      expect(location.rating).toBeLessThanOrEqual(5);
      expect(location.reviewCount).toBeGreaterThan(0);
      expect(location.warrantyTerms.length).toBeGreaterThan(10);
      expect([10, 15, 20, 25]).toContain(location.memberDiscountPercent);
      expect(location.demo).toBe(true);
      if (location.appointmentTypes.includes('service')) {
        expect(location.certifications).toContain('ASE Certified Technicians');
        expect(location.warrantyMonths).toBeGreaterThanOrEqual(12);
      }
    }
    for (const metro of METROS) {
      const own = locations.filter((l) => l.metroSlug === metro.slug).map((l) => l.phone);
      expect(new Set(own).size).toBe(own.length);
    }
  });

  it('has unique stable keys and offers every appointment type in every metro', () => {
    expect(new Set(companies.map((company) => company.slug)).size).toBe(companies.length);
    expect(new Set(locations.map((location) => location.slug)).size).toBe(locations.length);
    for (const metro of METROS) {
      const types = new Set(
        locations.filter((l) => l.metroSlug === metro.slug).flatMap((location) => location.appointmentTypes),
      );
      expect([...types].sort(), metro.slug).toEqual(['car_wash', 'collision', 'service']);
    }
  });

  it('names every location uniquely within its metro: two branches in one city are told apart by their street', () => {
    for (const metro of [...METROS.map((m) => ({ slug: m.slug, locations: locations.filter((l) => l.metroSlug === m.slug) })), benchLocations()]) {
      const names = metro.locations.map((location) => location.name);
      expect(names.filter((name, index) => names.indexOf(name) !== index), metro.slug).toEqual([]);
    }
    const branchesInOneCity = locations.filter((location) => / – .+ (St|Ave|Blvd|Rd|Dr|Pkwy|Way|Hwy), /.test(location.name));
    for (const branch of branchesInOneCity) expect(branch.name, branch.slug).toContain(branch.address.replace(/^\d+ /, ''));
  });

  it('reaches every in-market zip with at least 3 shops taking service', () => {
    const { minimumByMetro, inMarketByMetro } = serviceShopsInReach(locations, metroOf);
    for (const metro of METROS) {
      // In market by coverage.ts's rule; "within reach" is a service-taking location within the same radius.
      expect(inMarketByMetro.get(metro.slug), metro.slug).toBeGreaterThan(100);
      expect(minimumByMetro.get(metro.slug), metro.slug).toBeGreaterThanOrEqual(MIN_SERVICE_SHOPS_IN_REACH);
    }
  });
});

describe('the bench metro', () => {
  const { metro, companies } = generateBenchMetro();
  const locations = companies.flatMap((company) => company.locations);
  const service = locations.filter((location) => location.appointmentTypes.includes('service'));

  it('is a real city of its own, with at least 200 locations taking service, all within its radius', () => {
    expect(metro.slug).toBe('bench');
    expect(METROS.map((demo) => demo.slug)).not.toContain(metro.slug);
    for (const demo of METROS) {
      // Far enough that no zip is in both markets.
      expect(distanceMiles(centreOf(demo), centreOf(metro))).toBeGreaterThan(demo.serviceRadiusMiles * 2 + metro.serviceRadiusMiles * 2);
    }
    expect(candidateZips(metro).length).toBeGreaterThan(200);
    expect(service.length).toBeGreaterThanOrEqual(200);
    for (const location of locations) {
      expect(location.metroSlug).toBe('bench');
      expect(getZip(location.zipcode)).toMatchObject({ state: metro.state, lat: location.lat, lon: location.lon });
      expect(distanceMiles(centreOf(metro), location), location.slug).toBeLessThanOrEqual(metro.serviceRadiusMiles);
      expect(location.taxRateBps).toBe(metro.salesTaxBps);
      expect(location.laborRateCents).toBeGreaterThanOrEqual(metro.laborRateBandCents.min);
      expect(location.laborRateCents).toBeLessThanOrEqual(metro.laborRateBandCents.max);
    }
    expect(new Set(locations.map((location) => location.slug)).size).toBe(locations.length);
    expect(new Set(companies.map((company) => company.slug)).size).toBe(companies.length);
  });

  it('is deterministic, grows on request and keeps the reach guarantee', () => {
    expect(generateBenchMetro()).toEqual({ metro, companies });
    const bigger = generateBenchMetro(500).companies.flatMap((company) => company.locations);
    expect(bigger.filter((location) => location.appointmentTypes.includes('service')).length).toBeGreaterThanOrEqual(500);
    const { minimumByMetro } = serviceShopsInReach(locations, () => metro);
    expect(minimumByMetro.get('bench')).toBeGreaterThanOrEqual(MIN_SERVICE_SHOPS_IN_REACH);
  });
});

const centreOf = (metro: AuthoredMetro) => ({ lat: metro.centreLat, lon: metro.centreLon });

/**
 * For every zip in market (any location within its metro's service radius of the zip's centroid, as
 * coverage.ts decides), how many locations taking service are that close; the least of them per metro.
 */
function serviceShopsInReach(locations: GeneratedLocation[], metroOf: (slug: string) => AuthoredMetro) {
  const reached = new Map<string, { metroSlug: string; service: number }>();
  for (const location of locations) {
    const metro = metroOf(location.metroSlug);
    for (const zip of zipsWithinMiles(location.lat, location.lon, metro.serviceRadiusMiles)) {
      const entry = reached.get(zip.zip) ?? { metroSlug: metro.slug, service: 0 };
      if (location.appointmentTypes.includes('service')) entry.service += 1;
      reached.set(zip.zip, entry);
    }
  }
  const minimumByMetro = new Map<string, number>();
  const inMarketByMetro = new Map<string, number>();
  for (const { metroSlug, service } of reached.values()) {
    minimumByMetro.set(metroSlug, Math.min(minimumByMetro.get(metroSlug) ?? Infinity, service));
    inMarketByMetro.set(metroSlug, (inMarketByMetro.get(metroSlug) ?? 0) + 1);
  }
  return { minimumByMetro, inMarketByMetro };
}

const PINNED_DIGEST = '616ce2a8bd325e2c';

function benchLocations() {
  return { slug: 'bench', locations: generateBenchMetro().companies.flatMap((company) => company.locations) };
}
