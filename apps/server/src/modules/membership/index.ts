/**
 * Membership. Others use: the module, and the subscription state machine (billing changes a status only through
 * `transition`; ADR 057) and the "current" rule; whether a user's bookings get the members' discount (ADR 059).
 */
export { membershipModule } from './membership.module.ts';
export { canTransition, isCurrent, SUBSCRIPTION_TRANSITIONS, transition } from './subscription-status.ts';
export { DEMO_PARTNER_ADMIN, seedBrandPartner, seedDemoMembership } from './seed-membership.ts';
export { memberDiscountEligible } from './member-discount.ts';
