import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getZip, loadZips } from '../../data/zips.ts';
import type { ActiveShopLocation } from '../shops/index.ts';
import { Coverage } from './coverage.ts';

describe('Coverage.refresh', () => {
  beforeAll(() => loadZips());

  const at = (id: string, zipcode: string): ActiveShopLocation => {
    const zip = getZip(zipcode);
    if (!zip) throw new Error(`no zip ${zipcode}`);
    return { id, metroId: 'metro-1', lat: zip.lat, lon: zip.lon, serviceRadiusMiles: 10, zipcode };
  };

  it('rebuilds the in-market set only when the active locations changed', async () => {
    let locations = [at('a', '78701'), at('c', '78745')];
    const load = vi.fn(async () => locations);
    const coverage = new Coverage(load);
    await coverage.refresh();
    const first = coverage.version;
    expect(coverage.metroOf('78701')).toBe('metro-1');
    expect(coverage.metroOf('75201')).toBeNull();

    // The same set again, in another order of rows: nothing to rebuild, answers keyed by version stay valid.
    locations = [at('c', '78745'), at('a', '78701')];
    await coverage.refresh();
    expect(coverage.version).toBe(first);

    locations = [at('a', '78701'), at('c', '78745'), at('b', '75201')];
    await coverage.refresh();
    expect(coverage.version).toBeGreaterThan(first);
    expect(coverage.metroOf('75201')).toBe('metro-1');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
