import { describe, expect, it } from 'vitest';
import { maintenanceDue } from './maintenance-due.ts';
import { addMonths } from '../../lib/calendar-months.ts';
import { warrantyLeft } from './read-warranties.ts';

const at = (iso: string) => new Date(iso);
const slugs = (mileage: number, done: Parameters<typeof maintenanceDue>[1] = []) => maintenanceDue(mileage, done).items.map((item) => `${item.slug}:${item.state}`);

describe('maintenanceDue', () => {
  it('with no job on record, follows the schedule’s due points: due within 500 miles (or just past), soon within 3,000', () => {
    expect(slugs(39_800)).toEqual(['oil-change:due']);
    expect(slugs(40_300)).toEqual(['oil-change:due']);
    expect(slugs(42_000)).toEqual(['oil-change:soon', 'tire-rotation:soon', 'cabin-air-filter-replacement:soon', 'battery-charging-system-test:soon']);
    expect(slugs(41_000)).toEqual([]);
    expect(maintenanceDue(41_000, []).nextDueAtMileage).toBe(45_000);
  });

  it('a package due replaces the services it includes, as the interval-services step does', () => {
    expect(slugs(59_900)).toEqual(['scheduled-maintenance-60k:due', 'battery-charging-system-test:due', 'transmission-fluid-service:due']);
  });

  it('a job done counts from its mileage; one without a mileage counts as done at the mileage now; a package does its services', () => {
    const oil = { slug: 'oil-change', mileage: 39_800, completedAt: at('2026-11-30T23:00:00Z') };
    expect(slugs(39_800, [oil])).toEqual([]);
    expect(maintenanceDue(44_600, [oil]).items[0]).toMatchObject({ slug: 'oil-change', dueAtMileage: 44_800, milesLeft: 200, state: 'due', lastDoneAtMileage: 39_800 });
    expect(slugs(39_800, [{ ...oil, mileage: null }])).toEqual([]);
    const sixty = { slug: 'scheduled-maintenance-60k', mileage: 59_900, completedAt: at('2026-11-30T23:00:00Z') };
    expect(slugs(59_900, [sixty])).toEqual(['battery-charging-system-test:due', 'transmission-fluid-service:due']);
  });
});

describe('warrantyLeft', () => {
  const completedAt = at('2026-01-31T18:00:00Z');
  it('ends at the months or the miles, whichever comes first; a limit of 0 is none; both 0 is no warranty', () => {
    expect(addMonths(completedAt, 1).toISOString()).toBe('2026-02-28T18:00:00.000Z');
    const terms = { months: 12, miles: 12_000, completedAt, mileageAtService: 30_000, mileageNow: 35_000 };
    expect(warrantyLeft(terms, at('2026-02-01T18:00:00Z'))).toEqual({ status: 'active', expiresAt: '2027-01-31T18:00:00.000Z', daysLeft: 364, milesLeft: 7_000 });
    expect(warrantyLeft({ ...terms, mileageNow: 43_000 }, at('2026-02-01T18:00:00Z'))).toMatchObject({ status: 'expired', milesLeft: 0 });
    expect(warrantyLeft({ ...terms, mileageNow: null }, at('2027-01-31T18:00:00Z'))).toMatchObject({ status: 'expired', daysLeft: 0, milesLeft: null });
    expect(warrantyLeft({ ...terms, months: 0 }, at('2030-01-01T00:00:00Z'))).toMatchObject({ status: 'active', expiresAt: null, daysLeft: null, milesLeft: 7_000 });
    expect(warrantyLeft({ ...terms, months: 0, miles: 0 }, at('2026-02-01T18:00:00Z'))).toMatchObject({ status: 'none', expiresAt: null, milesLeft: null });
  });
});
