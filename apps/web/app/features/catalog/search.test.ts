import type { Service } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { SERVICE_SEARCH_OPTIONS, createServiceSearch } from './search';

const service = (name: string, categoryName: string): Service => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  categoryName,
  note: null,
  autoquotable: true,
  enabled: true,
  serviceId: name,
  type: 'service',
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  popular: false,
});

const CATALOGUE = [
  service('Oil Change', 'Maintenance'),
  service('Brake Pads Replacement', 'Brakes'),
  service('Brake Fluid Flush', 'Brakes'),
  service('Battery Replacement', 'Electrical'),
  service('Tire Rotation', 'Tires & Wheels'),
];

describe('the service search', () => {
  it("uses the spec's fuse options: threshold 0.3, minimum match 2, name 0.7 and category 0.3", () => {
    expect(SERVICE_SEARCH_OPTIONS).toEqual({
      threshold: 0.3,
      minMatchCharLength: 2,
      keys: [
        { name: 'name', weight: 0.7 },
        { name: 'categoryName', weight: 0.3 },
      ],
    });
  });

  it('finds nothing below 2 characters and starts at 2', () => {
    const search = createServiceSearch(CATALOGUE);
    expect(search('')).toEqual([]);
    expect(search('b')).toEqual([]);
    expect(search(' b ')).toEqual([]);
    expect(search('br').map((s) => s.name)).toContain('Brake Pads Replacement');
  });

  it('finds "Brake Pads Replacement" from "brak", and tolerates a typo', () => {
    const search = createServiceSearch(CATALOGUE);
    expect(search('brak').map((s) => s.name)).toEqual(expect.arrayContaining(['Brake Pads Replacement', 'Brake Fluid Flush']));
    expect(search('brkae pads')[0]?.name).toBe('Brake Pads Replacement');
    expect(search('brak').map((s) => s.name)).not.toContain('Oil Change');
  });

  it('matches the category too (weighted lower than the name)', () => {
    const search = createServiceSearch(CATALOGUE);
    expect(search('electrical').map((s) => s.name)).toEqual(['Battery Replacement']);
  });
});
