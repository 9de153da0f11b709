import { SubscriptionStatus } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { canTransition, isCurrent, SUBSCRIPTION_TRANSITIONS, transition } from './subscription-status.ts';

describe('the subscription state machine', () => {
  it('allows the transitions ADR 057 draws and refuses every other one with a 409 saying which', () => {
    const allowed = Object.entries(SUBSCRIPTION_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      [
        'pending→trial', 'pending→active', 'pending→expired',
        'trial→active', 'trial→past_due', 'trial→canceled', 'trial→expired',
        'active→past_due', 'active→canceled',
        'past_due→active', 'past_due→canceled', 'past_due→expired',
        'canceled→active', 'canceled→expired',
      ].sort(),
    );
    for (const from of SubscriptionStatus.options) {
      for (const to of SubscriptionStatus.options) {
        if (canTransition(from, to)) expect(transition(from, to)).toBe(to);
        else expect(() => transition(from, to)).toThrow(expect.objectContaining({ code: 'conflict', message: `A subscription that is ${from} cannot become ${to}.` }));
      }
    }
  });

  it('refuses cancelling twice and reviving an expired subscription', () => {
    expect(() => transition('canceled', 'canceled')).toThrow(/canceled cannot become canceled/);
    expect(() => transition('expired', 'active')).toThrow(/expired cannot become active/);
  });

  it('counts as current: active or canceled, or an empty canceledAt — never expired', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(isCurrent({ status: 'active', canceledAt: null })).toBe(true);
    expect(isCurrent({ status: 'canceled', canceledAt: at })).toBe(true);
    expect(isCurrent({ status: 'pending', canceledAt: null })).toBe(true);
    expect(isCurrent({ status: 'trial', canceledAt: null })).toBe(true);
    expect(isCurrent({ status: 'past_due', canceledAt: null })).toBe(true);
    expect(isCurrent({ status: 'past_due', canceledAt: at })).toBe(false);
    expect(isCurrent({ status: 'expired', canceledAt: null })).toBe(false);
    expect(isCurrent({ status: 'expired', canceledAt: at })).toBe(false);
  });
});
