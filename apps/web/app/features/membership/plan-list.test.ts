import type { SubscriptionOption } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { FREQUENCY_ABBREVIATIONS, displayedPlans, priceShown } from './plan-list';

const option = (id: string, amount: number, frequency: SubscriptionOption['frequency'], label = id): SubscriptionOption => ({
  id,
  programPlanId: 'plan-1',
  label,
  name: id,
  description: `${label} plan`,
  hasRoadside: true,
  amount,
  frequency,
  formattedPrice: `$${(amount / 100).toFixed(2)}`,
});

const ids = (plans: { id: string }[]) => plans.map((plan) => plan.id);

describe('the displayed plan list (spec 001 §4)', () => {
  it('shows 2 options whatever the toggle, adds the free plan and sorts by amount', () => {
    const options = [option('twelve', 9999, 'Yearly'), option('six', 5999, 'SemiAnnual')];
    expect(ids(displayedPlans(options, 'six', false))).toEqual(['free', 'six', 'twelve']);
    expect(ids(displayedPlans(options, 'twelve', false))).toEqual(['free', 'six', 'twelve']);
  });

  it('filters more than 2 options by the 6 / 12 months toggle', () => {
    const options = [option('year', 9999, 'Yearly'), option('quarter', 2999, 'Quarterly'), option('half', 5999, 'SemiAnnual')];
    expect(ids(displayedPlans(options, 'six', true))).toEqual(['quarter', 'half']);
    expect(ids(displayedPlans(options, 'twelve', true))).toEqual(['year']);
  });

  it('adds the free plan only to fewer than 4 options, and never when the plan hides it', () => {
    const three = [option('a', 100, 'Monthly'), option('b', 300, 'Quarterly'), option('c', 600, 'SemiAnnual')];
    expect(ids(displayedPlans(three, 'six', false))).toEqual(['free', 'a', 'b', 'c']);
    expect(ids(displayedPlans(three, 'six', true))).toEqual(['a', 'b', 'c']);
    const four = [...three, option('d', 1200, 'Yearly')];
    expect(ids(displayedPlans(four, 'six', false))).toEqual(['a', 'b', 'c']);
  });
});

describe('prices on the cards (spec 001 §4)', () => {
  it('shows a Quarterly option per month: its amount divided by 3', () => {
    expect(priceShown(option('q', 2997, 'Quarterly'))).toEqual({ price: '$9.99', per: 'mo', billed: '$29.97 every 3 mo' });
  });

  it('uses the frequency abbreviations word for word', () => {
    expect(FREQUENCY_ABBREVIATIONS).toMatchObject({ Yearly: 'mo', Monthly: '1 mo', Quarterly: '3 mo', SemiAnnual: 'mo', fifteenMo: '15 mo' });
    expect(priceShown(option('m', 1000, 'Monthly')).per).toBe('1 mo');
    expect(priceShown(option('f', 12000, 'fifteenMo')).per).toBe('15 mo');
    // A bare "mo" is said with the period's months (ADR 061).
    expect(priceShown(option('y', 9999, 'Yearly'))).toEqual({ price: '$99.99', per: '12 mo', billed: null });
    expect(priceShown(option('s', 5999, 'SemiAnnual')).per).toBe('6 mo');
  });
});
