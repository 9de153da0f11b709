/** The subscription modal's modes (spec 001 §4): a new join, an update of the payment method, a renewal. */
export type SubscriptionModalMode = 'join' | 'update' | 'renew';

/** Spec 001 §4 "After success": a renewal reloads the member's resources after 1 second. */
export const RENEW_RELOAD_DELAY_MS = 1000;

/** Spec 001 §4 "Join button": its four labels. `brand` is the program's title ("Pitstop Plus"). */
export function joinButtonLabel({ loading, mode, brand }: { loading: boolean; mode: SubscriptionModalMode; brand: string }): string {
  if (loading) return 'Please wait...';
  if (mode === 'update') return 'Update Payment Method';
  if (mode === 'renew') return 'Renew Subscription';
  return `Join ${brand} Now`;
}

/** Spec 001 §4: disabled until a card is chosen (a card just added is chosen), the terms are accepted and nothing is loading. */
export const joinDisabled = ({ cardChosen, termsAccepted, loading }: { cardChosen: boolean; termsAccepted: boolean; loading: boolean }) =>
  !cardChosen || !termsAccepted || loading;

/**
 * Spec 001 §4 "Cancel": from the payment step back to the plans, or the modal closes when updating, renewing or when
 * the plans are hidden.
 */
export const cancelReturnsToPlans = ({ mode, hidePlans }: { mode: SubscriptionModalMode; hidePlans: boolean }) => mode === 'join' && !hidePlans;
