import type { DetailedSubscription, ProgramAndPlan, SubscriptionOption } from '@pitstop/contracts';

/** Membership data for component tests. */
export const TEST_PARTNER = '00000000-0000-4000-8000-000000000001';

export const testOption = (id: string, label: string, amount: number, frequency: SubscriptionOption['frequency']): SubscriptionOption => ({
  id,
  programPlanId: 'plan-1',
  label,
  name: id,
  description: `${label} of member prices`,
  hasRoadside: true,
  amount,
  frequency,
  formattedPrice: `$${(amount / 100).toFixed(2)}`,
});
export const SIX_MONTHS = testOption('opt-6', '6 Months', 5999, 'SemiAnnual');
export const TWELVE_MONTHS = testOption('opt-12', '12 Months', 9999, 'Yearly');

export const TEST_PLAN: ProgramAndPlan = {
  program: { id: 'prog-1', name: 'plus', title: 'Pitstop Plus', partnerId: TEST_PARTNER, customDomain: null },
  programPlan: { id: 'plan-1', name: 'standard', hiddenFreePlan: false, hasRoadside: true },
  subscriptionOptions: [SIX_MONTHS, TWELVE_MONTHS],
};

export const TEST_SUBSCRIPTION: DetailedSubscription = {
  id: 'sub-1',
  status: 'active',
  canceledAt: null,
  currentPeriodStart: '2026-06-01T00:00:00.000Z',
  currentPeriodEnd: '2027-06-01T00:00:00.000Z',
  programName: 'plus',
  programPlanName: 'standard',
  programPlanId: 'plan-1',
  subscriptionOptionId: 'opt-12',
  program: { name: 'plus', partnerId: TEST_PARTNER },
  hasRoadside: true,
  masterId: 'sub_sandbox_1',
  createdAt: '2026-06-01T00:00:00.000Z',
  subscriptionOption: TWELVE_MONTHS,
  programTitle: 'Pitstop Plus',
  paymentMethod: { id: 'card-1', paymentToken: 'pm_1', brand: 'Visa', last4: '4242' },
  roadside: null,
};
