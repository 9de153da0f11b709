import { FREE_PLAN, FREQUENCY_MONTHS, type SubscriptionFrequency, type SubscriptionOption } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';

/** The plans screen's toggle (spec 001 §2, §9): 6 Months versus 12 Months (2 months free). */
export type PlanTerm = 'six' | 'twelve';
export const PLAN_TERMS: { value: PlanTerm; label: string }[] = [
  { value: 'six', label: '6 Months' },
  { value: 'twelve', label: '12 Months (2 months free)' },
];

/** Spec 001 §4 "Frequency abbreviations", word for word. */
export const FREQUENCY_ABBREVIATIONS: Record<SubscriptionFrequency, string> = {
  Free: '',
  Yearly: 'mo',
  Monthly: '1 mo',
  Quarterly: '3 mo',
  SemiAnnual: 'mo',
  fifteenMo: '15 mo',
};
/** The frequencies whose abbreviation is a bare "mo": shown with their months (ADR 061). */
const BARE_MO: ReadonlySet<SubscriptionFrequency> = new Set(['Yearly', 'SemiAnnual']);

/** The free plan as a card of the list (spec 001 §3): no option row, never applied at booking. */
export type PlanCard = SubscriptionOption | (typeof FREE_PLAN & { id: 'free' });
export const FREE_PLAN_CARD: PlanCard = { ...FREE_PLAN, id: 'free' };
export const isFreePlan = (plan: PlanCard) => plan.id === 'free';

/** Which term an option belongs to: a year or more on the 12-month side, the rest on the 6-month side. */
const termOf = (frequency: SubscriptionFrequency): PlanTerm | null =>
  frequency === 'Free' ? null : frequency === 'Yearly' || frequency === 'fifteenMo' ? 'twelve' : 'six';

/**
 * Spec 001 §4 "Displayed plan list": more than 2 options are filtered by the toggle; the free plan is added when
 * there are fewer than 4 options and the plan does not hide it; the list is sorted by amount.
 */
export function displayedPlans(options: readonly SubscriptionOption[], term: PlanTerm, hiddenFreePlan: boolean): PlanCard[] {
  const shown: PlanCard[] = options.length > 2 ? options.filter((option) => termOf(option.frequency) === term) : [...options];
  if (options.length < 4 && !hiddenFreePlan) shown.push(FREE_PLAN_CARD);
  return shown.sort((a, b) => a.amount - b.amount);
}

/**
 * The price as a card shows it: a Quarterly option per month (amount / 3, spec 001 §4) with what is billed every
 * 3 mo; the others their price per period with the spec's abbreviation (a bare "mo" with its months: ADR 061).
 */
export function priceShown(plan: PlanCard): { price: string; per: string | null; billed: string | null } {
  if (isFreePlan(plan)) return { price: formatCents(0), per: null, billed: null };
  const option = plan as SubscriptionOption;
  if (option.frequency === 'Quarterly') {
    return { price: formatCents(Math.round(option.amount / 3)), per: 'mo', billed: `${option.formattedPrice} every ${FREQUENCY_ABBREVIATIONS.Quarterly}` };
  }
  const months = BARE_MO.has(option.frequency) ? FREQUENCY_MONTHS[option.frequency] : null;
  const abbreviation = FREQUENCY_ABBREVIATIONS[option.frequency];
  return { price: option.formattedPrice, per: months ? `${months} ${abbreviation}` : abbreviation || null, billed: null };
}
