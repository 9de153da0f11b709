import type { ScheduleService, VehicleMaintenanceSchedule } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { faqJsonLd, maintenanceFaq, vehicleScheduleHead } from './maintenance-pages';

const service = (slug: string, name: string, everyMiles: number, includes: string[] = [], note: string | null = null): ScheduleService => ({
  id: slug,
  serviceId: slug,
  slug,
  name,
  everyMiles,
  includes,
  note,
  categoryName: 'Maintenance',
  autoquotable: true,
  enabled: true,
  type: 'service',
  popular: false,
});

const schedule: VehicleMaintenanceSchedule = {
  make: { slug: 'honda', name: 'Honda' },
  model: { slug: 'civic', name: 'Civic', makeModel: 'honda-civic' },
  years: [2016, 2015],
  year: 2015,
  trims: ['LX'],
  source: 'NHTSA vPIC',
  services: [
    service('oil-change', 'Oil Change', 5_000),
    service('tire-rotation', 'Tire Rotation', 7_500),
    service('spark-plugs-replacement', 'Spark Plugs Replacement', 60_000),
    service('coolant-flush', 'Coolant Flush', 60_000),
    service('scheduled-maintenance-30k', '30,000 Mile Service', 30_000, ['oil-change', 'tire-rotation'], 'Oil, filters and a rotation.'),
  ],
  milestones: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 60_000].map((mileage) => ({
    mileage,
    slugs:
      mileage === 30_000
        ? ['scheduled-maintenance-30k']
        : mileage === 60_000
          ? ['oil-change', 'spark-plugs-replacement', 'coolant-flush']
          : ['oil-change', ...(mileage % 7_500 < 5_000 && mileage > 5_000 ? ['tire-rotation'] : [])],
  })),
};

describe('the maintenance pages’ FAQ and heads', () => {
  it('answers from the schedule: the oil’s interval, the rotations’ milestones (packages too), the package, the long intervals', () => {
    const faq = maintenanceFaq(schedule);
    expect(faq.map((entry) => entry.question)).toEqual([
      'How often does a 2015 Honda Civic need an oil change?',
      'How often should the tires on a 2015 Honda Civic be rotated?',
      'What does the 30,000 mile service of a 2015 Honda Civic include?',
      'When does a 2015 Honda Civic need spark plugs replacement and coolant flush?',
    ]);
    expect(faq[0]?.answer).toMatch(/^Every 5,000 miles on this typical schedule/);
    expect(faq[0]?.answer).toContain('follow the manual');
    expect(faq[1]?.answer).toContain('at 10,000, 15,000, 25,000 and 30,000 miles');
    expect(faq[2]?.answer).toContain('Oil, filters and a rotation. On this schedule it stands for oil change and tire rotation');
    expect(faq[3]?.answer).toContain('Every 60,000 miles on this typical schedule: at 60,000 miles');
  });

  it('leaves out a question whose service the catalogue does not offer', () => {
    const faq = maintenanceFaq({ ...schedule, services: schedule.services.filter((entry) => entry.slug !== 'tire-rotation') });
    expect(faq.some((entry) => entry.question.includes('rotated'))).toBe(false);
  });

  it('gives the FAQ as a FAQPage', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('names the canonical page of a vehicle year at its second address, with the same crumbs', () => {
    const own = vehicleScheduleHead(schedule, '/maintenance/honda-civic/2015');
    expect(own.canonicalPath).toBeUndefined();
    expect(own.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/maintenance', '/maintenance/honda-civic', '/maintenance/honda-civic/2015']);
    const second = vehicleScheduleHead(schedule, '/maintenance/2015/honda/civic');
    expect(second).toMatchObject({ path: '/maintenance/2015/honda/civic', canonicalPath: '/maintenance/honda-civic/2015', breadcrumbs: own.breadcrumbs });
    const byMake = vehicleScheduleHead({ ...schedule, year: null }, '/maintenance-schedule/honda/civic');
    expect(byMake.canonicalPath).toBe('/maintenance/honda-civic');
    expect(byMake.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Maintenance schedules', 'Makes', 'Honda', 'Civic']);
    expect(byMake.title).toBe('Honda Civic maintenance schedule');
  });
});
