import type { Partner, Program, Subscription } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { partnerProgramOf, plusPageOf } from './use-partner-id';
import { isPaywalled } from './use-required-resources';

const program = (name: string, partnerId: string): Program => ({ id: name, name, title: name, partnerId, customDomain: null, programPlans: [] });
const partner = (initialSubRequired: boolean): Partner => ({ id: 'p', name: 'P', slug: 'p', initialSubRequired, whiteLabel: false });

describe('which partner a page is (ADR 060)', () => {
  it('reads the program and plan of a /plus/… page and of its subpages, and nothing elsewhere', () => {
    expect(plusPageOf('/plus/northwind/member')).toEqual({ programName: 'northwind', planName: 'member' });
    expect(plusPageOf('/plus/fleetwise/fleet/choose-plan')).toEqual({ programName: 'fleetwise', planName: 'fleet' });
    expect(plusPageOf('/plus/northwind')).toBeNull();
    expect(plusPageOf('/dashboard')).toBeNull();
  });

  it('takes the user’s partner program, never the brand’s own', () => {
    expect(partnerProgramOf([program('plus', 'brand'), program('northwind', 'nw')], 'brand')?.name).toBe('northwind');
    expect(partnerProgramOf([program('plus', 'brand')], 'brand')).toBeNull();
    expect(partnerProgramOf(undefined, 'brand')).toBeNull();
  });
});

describe('the paywall (spec 001 §4)', () => {
  it('holds when a partner of the user’s requires an initial subscription and the user has no current one', () => {
    expect(isPaywalled([partner(false), partner(true)], [])).toBe(true);
    expect(isPaywalled([partner(true)], [{ id: 's1' } as Subscription])).toBe(false);
    expect(isPaywalled([partner(false)], [])).toBe(false);
  });

  it('does not hold while either answer is still loading', () => {
    expect(isPaywalled(undefined, [])).toBe(false);
    expect(isPaywalled([partner(true)], undefined)).toBe(false);
  });
});
