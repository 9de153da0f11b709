import type { UserProfile } from '@pitstop/contracts';
import { type Redemption, redeemPromoCode } from '../rewards/index.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';

/** POST /users/promo: a promo code or another user's invite slug, credited in one transaction. */
export async function applyPromo(
  deps: AccountsDeps,
  { userId, promoCode }: { userId: string; promoCode: string },
): Promise<{ profile: UserProfile; redemption: Redemption }> {
  const redemption = await deps.db.transaction((tx) => redeemPromoCode(tx, deps.events, { userId, code: promoCode, now: deps.clock.now() }));
  return { profile: await loadProfile(deps, userId), redemption };
}
