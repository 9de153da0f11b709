import { appointmentMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { OfferRow } from './booking-context.ts';

/**
 * The booking's promise, never charged more than you approved (ADR 044; docs/product/money-and-shop-bookings.md):
 * the offer is still the version the customer was shown — else 409 offer_changed carrying the new version and total,
 * so the page can show the new price to accept or not — and still within its `valid_until` (409 offer_expired).
 * Checked before the bay is reserved and the card held, and again in the booking's transaction under the offer's
 * row lock, where a shop's change racing the booking is seen (the change locks the same request row first).
 */
export function requireOfferAsShown(
  offer: Pick<OfferRow, 'version' | 'totalCents' | 'validUntil'>,
  shown: { offerVersion: number; now: Date },
): void {
  if (offer.version !== shown.offerVersion) {
    throw new AppError('offer_changed', appointmentMessages.offerChanged, {
      pointer: '/offer_version',
      meta: { offerVersion: offer.version, totalCents: offer.totalCents },
    });
  }
  if (offer.validUntil.getTime() <= shown.now.getTime()) throw new AppError('offer_expired', appointmentMessages.offerExpired);
}
