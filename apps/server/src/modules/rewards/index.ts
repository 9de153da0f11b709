/** Rewards: the ledger, promo codes and invites. Accounts use the ledger and redemption through here. */
export { rewardTotals, recordCreditTransaction, type RewardTotals, type LedgerEntry, type LedgerEvents } from './ledger.ts';
export { creditPendingRedemptions, redeemPromoCode, type Redemption } from './redeem-promo-code.ts';
export { rewardsModule } from './rewards.module.ts';
