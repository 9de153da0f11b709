import { describe, expect, it } from 'vitest';
import { type MarketLocation, MarketLocations } from './market-locations.ts';

const location = (id: string, laborRateCents: number) => ({ id, laborRateCents }) as MarketLocation;

describe('MarketLocations', () => {
  it('reads a metro once for the TTL, and again after it: another node’s change is seen within the TTL', async () => {
    let now = 0;
    let rate = 10_000;
    const loads: string[] = [];
    const markets = new MarketLocations(
      async (metroId) => {
        loads.push(metroId);
        return [location('a', rate)];
      },
      10_000,
      () => now,
    );
    expect(await markets.get('austin')).toEqual([location('a', 10_000)]);
    rate = 12_000;
    now = 9_999;
    expect(await markets.get('austin')).toEqual([location('a', 10_000)]);
    now = 10_000;
    expect(await markets.get('austin')).toEqual([location('a', 12_000)]);
    expect(loads).toEqual(['austin', 'austin']);
  });

  it('keeps each metro apart, shares a load under way, and reads again after invalidate', async () => {
    const loads: string[] = [];
    const markets = new MarketLocations(async (metroId) => {
      loads.push(metroId);
      return [location(metroId, loads.length)];
    });
    const [first, second] = await Promise.all([markets.get('austin'), markets.get('austin')]);
    expect(second).toBe(first);
    await markets.get('denver');
    markets.invalidate('austin');
    await markets.get('austin');
    await markets.get('denver');
    expect(loads).toEqual(['austin', 'denver', 'austin']);
  });

  it('does not keep a load that was under way when the metro was invalidated', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let rate = 10_000;
    const markets = new MarketLocations(async () => {
      const read = rate;
      await gate;
      return [location('a', read)];
    });
    const before = markets.get('austin');
    rate = 12_000;
    markets.invalidate('austin');
    release();
    expect(await before).toEqual([location('a', 10_000)]);
    expect(await markets.get('austin')).toEqual([location('a', 12_000)]);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const markets = new MarketLocations(async () => {
      if (fail) throw new Error('connection lost');
      return [location('a', 1)];
    });
    await expect(markets.get('austin')).rejects.toThrow('connection lost');
    fail = false;
    expect(await markets.get('austin')).toEqual([location('a', 1)]);
  });
});
