import { describe, expect, it } from 'vitest';
import { SERVICES } from './catalog.ts';
import {
  MAINTENANCE_INTERVALS,
  MAINTENANCE_PACKAGES,
  SCHEDULE_STEP_MILES,
  servicesDueAt,
} from './maintenance-schedule.ts';

/** What is done at a milestone: its slugs, with what a scheduled-maintenance package includes. */
const servicesAt = (mileage: number) =>
  servicesDueAt(mileage).slugs.flatMap((slug) => [
    slug,
    ...(MAINTENANCE_PACKAGES.find((servicePackage) => servicePackage.slug === slug)?.includes ?? []),
  ]);

describe('the maintenance schedule', () => {
  it('names only catalogue services that exist and are enabled, each once', () => {
    const enabled = new Set(SERVICES.filter((service) => service.enabled !== false).map((service) => service.slug));
    const slugs = [...MAINTENANCE_INTERVALS, ...MAINTENANCE_PACKAGES].map((entry) => entry.slug);
    for (const slug of slugs) expect(enabled.has(slug), slug).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
    // A package includes only scheduled services, and its interval sits on the milestone grid.
    const scheduled = new Set(MAINTENANCE_INTERVALS.map((interval) => interval.slug));
    for (const servicePackage of MAINTENANCE_PACKAGES) {
      for (const slug of servicePackage.includes) expect(scheduled.has(slug), `${servicePackage.slug} ${slug}`).toBe(true);
      expect(servicePackage.everyMiles % SCHEDULE_STEP_MILES).toBe(0);
    }
  });

  it('rounds the mileage up to the next 5,000-mile milestone; a new car’s first is 5,000', () => {
    expect(servicesDueAt(0)).toEqual({ mileage: 5_000, slugs: ['oil-change'] });
    expect(servicesDueAt(5_000)).toEqual({ mileage: 5_000, slugs: ['oil-change'] });
    expect(servicesDueAt(5_001).mileage).toBe(10_000);
    expect(servicesDueAt(12_345)).toEqual({
      mileage: 15_000,
      slugs: ['oil-change', 'tire-rotation', 'cabin-air-filter-replacement', 'battery-charging-system-test'],
    });
  });

  it('recommends a service whose interval is off the grid at the milestone after each due point', () => {
    const rotations = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000].filter((mileage) =>
      servicesAt(mileage).includes('tire-rotation'),
    );
    // Due at 7,500, 15,000, 22,500, 30,000, 37,500 and 45,000 miles.
    expect(rotations).toEqual([10_000, 15_000, 25_000, 30_000, 40_000, 45_000]);
  });

  it('offers the catalogue’s scheduled service in place of what it includes, and what it leaves out beside it', () => {
    expect(servicesDueAt(30_000).slugs).toEqual([
      'scheduled-maintenance-30k',
      'battery-charging-system-test',
      'brake-fluid-flush',
    ]);
    expect(servicesDueAt(55_001).slugs).toEqual([
      'scheduled-maintenance-60k',
      'battery-charging-system-test',
      'transmission-fluid-service',
    ]);
    expect(servicesDueAt(90_000).slugs).toEqual(['scheduled-maintenance-90k', 'battery-charging-system-test']);
    // 120,000 is a 60,000-mile service again; 180,000 is both, and gets the larger.
    expect(servicesDueAt(120_000).slugs[0]).toBe('scheduled-maintenance-60k');
    expect(servicesDueAt(180_000).slugs[0]).toBe('scheduled-maintenance-90k');
  });

  it('takes every whole mileage from 0 to 999,999 and nothing else', () => {
    expect(servicesDueAt(999_999)).toEqual({ mileage: 1_000_000, slugs: ['oil-change', 'tire-rotation'] });
    for (const bad of [-1, 1_000_000, 1.5, Number.NaN]) expect(() => servicesDueAt(bad), String(bad)).toThrow(RangeError);
    for (let mileage = 1; mileage <= 999_999; mileage += 997) {
      const due = servicesDueAt(mileage);
      expect(due.mileage % SCHEDULE_STEP_MILES).toBe(0);
      expect(due.mileage - mileage).toBeGreaterThanOrEqual(0);
      expect(due.mileage - mileage).toBeLessThan(SCHEDULE_STEP_MILES);
      expect(servicesAt(mileage), String(mileage)).toContain('oil-change');
    }
  });
});
