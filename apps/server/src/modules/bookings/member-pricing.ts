import type { MemberPricing } from '@pitstop/contracts';
import { memberDiscountEligible } from '../membership/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';

/**
 * GET /v3/users/member_pricing: whether the caller's next booking takes the shop's members' discount (ADR 059), the
 * same reading `bookOffer` makes, so an offer's member price reads as the caller's own price only when it is.
 */
export async function getMemberPricing(deps: Pick<BookingsDeps, 'db'>, { userId }: { userId: string }): Promise<MemberPricing> {
  return { memberPrices: await memberDiscountEligible(deps.db, userId) };
}
