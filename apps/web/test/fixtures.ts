import type { UserProfile } from '@pitstop/contracts';

/** A complete user profile as GET /v3/users/profile returns it (camelCased), with the given fields. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    createdAt: '2026-01-05T10:00:00.000Z',
    id: 'u1',
    providerId: 'email',
    uid: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: null,
    contactViaTextMessage: false,
    phoneVerified: false,
    status: 'active',
    unreadCount: 0,
    usedRewards: 0,
    rewards: 0,
    earnedRewards: 0,
    isLyftDriver: false,
    hasPassword: true,
    confirmed: true,
    admin: false,
    type: 'other',
    newLyftAccount: false,
    address_1: null,
    address_2: null,
    city: null,
    state: null,
    zipcode: null,
    administeredPartners: [],
    shopStaff: false,
    promoSlug: 'ada-l1',
    isRetailUser: true,
    partnerName: null,
    ...overrides,
  };
}
