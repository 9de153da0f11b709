import { accountMessages, centsToDollars, type UserProfile } from '@pitstop/contracts';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { messages, messageThreads, serviceRequests, shopStaff } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { administeredPartners } from '../partners/index.ts';
import { rewardTotals } from '../rewards/index.ts';
import type { AccountsDeps } from './deps.ts';
import { findUserById } from './users.ts';

/** The profile (docs/product/accounts.md), always of one user id (the token's). Rewards in dollars. */
export async function loadProfile(
  deps: Pick<AccountsDeps, 'db'>,
  userId: string,
): Promise<UserProfile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  // One after the other: three indexed reads, and one pooled connection per request rather than three.
  const totals = await rewardTotals(deps.db, userId);
  const partners = await administeredPartners(deps.db, userId);
  // Read here, not through the shops module (which builds on accounts): one indexed look at the staff links.
  const [staffLink] = await deps.db.select({ userId: shopStaff.userId }).from(shopStaff).where(eq(shopStaff.userId, userId)).limit(1);
  // Read here too, not through the messages module (which emails through the outbox, built on accounts): the
  // messages the other side wrote after the customer's own read mark, over their threads (ADR 063).
  const [unread] = await deps.db
    .select({ count: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        eq(messageThreads.customerId, userId),
        ne(messages.sender, 'customer'),
        gt(messages.createdAt, sql`coalesce(${messageThreads.customerReadAt}, 'epoch')`),
      ),
    );
  // Whether the navbar offers the global search (ADR 066): one look at the user's newest request, on its index.
  const [request] = await deps.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.userId, userId)).limit(1);
  return {
    createdAt: user.createdAt.toISOString(),
    id: user.id,
    providerId: user.provider,
    uid: user.provider === 'facebook' && user.facebookUid ? user.facebookUid : user.email.toLowerCase(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    contactViaTextMessage: user.contactViaTextMessage,
    phoneVerified: user.phoneNumber !== null && user.phoneVerifiedAt !== null,
    maintenanceReminders: user.maintenanceReminders,
    status: user.status,
    unreadCount: unread?.count ?? 0,
    hasServiceRequests: request !== undefined,
    usedRewards: centsToDollars(totals.usedCents),
    rewards: centsToDollars(totals.balanceCents),
    earnedRewards: centsToDollars(totals.earnedCents),
    isLyftDriver: user.isLyftDriver,
    hasPassword: user.passwordHash !== null,
    confirmed: user.confirmedAt !== null,
    admin: user.admin,
    type: user.type,
    newLyftAccount: user.newLyftAccount,
    address_1: user.address1,
    address_2: user.address2,
    city: user.city,
    state: user.state,
    zipcode: user.zipcode,
    administeredPartners: partners,
    shopStaff: staffLink !== undefined,
    promoSlug: user.promoSlug,
    isRetailUser: user.isRetailUser,
    partnerName: user.partnerName,
  };
}
