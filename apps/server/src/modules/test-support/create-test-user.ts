import { randomBytes } from 'node:crypto';
import type { TestUserRequest } from '@pitstop/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { partnerAdmins, partners, users } from '../../db/schema/index.ts';
import { hashPassword, newPromoSlug, type Session, startSession, type UserRow } from '../accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type LedgerEvents, recordCreditTransaction } from '../rewards/index.ts';
import { linkStaffNear } from '../shops/index.ts';

export const DEFAULT_TEST_PASSWORD = 'password123';

export interface TestUser {
  user: UserRow;
  password: string | null;
  session: Session;
}

/**
 * A user with exactly the attributes asked for, signed in — the one way tests and e2e make users (vitest
 * factories and POST /api/test/users both call this). Unconfirmed unless `confirmed: true`.
 */
export async function createTestUser(deps: { db: Db; config: Config; clock: Clock; events: LedgerEvents }, attributes: TestUserRequest = {}): Promise<TestUser> {
  const password = attributes.password === undefined ? DEFAULT_TEST_PASSWORD : attributes.password;
  const passwordHash = password === null ? null : await hashPassword(password);
  const unique = randomBytes(5).toString('hex');
  const firstName = attributes.firstName === undefined ? 'Test' : attributes.firstName;
  const now = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: attributes.email ?? `user-${unique}@pitstop.test`,
        passwordHash,
        firstName,
        lastName: attributes.lastName === undefined ? `User ${unique.slice(0, 4)}` : attributes.lastName,
        phoneNumber: attributes.phoneNumber ?? null,
        contactViaTextMessage: Boolean(attributes.contactViaTextMessage && attributes.phoneNumber),
        status: attributes.status ?? 'active',
        provider: attributes.facebookUid && password === null ? 'facebook' : 'email',
        facebookUid: attributes.facebookUid ?? null,
        confirmedAt: attributes.confirmed ? now : null,
        phoneVerifiedAt: attributes.phoneVerified && attributes.phoneNumber ? now : null,
        admin: attributes.admin ?? false,
        type: attributes.type ?? 'other',
        isLyftDriver: attributes.isLyftDriver ?? false,
        newLyftAccount: attributes.newLyftAccount ?? false,
        isRetailUser: attributes.isRetailUser ?? true,
        partnerName: attributes.partnerName ?? null,
        promoSlug: attributes.promoSlug?.toLowerCase() ?? newPromoSlug(firstName),
        // Joined now, as the marketplace's clock says (the new-member window reads it).
        createdAt: now,
      })
      .returning();
    if (attributes.rewardsCents) {
      await recordCreditTransaction(tx, deps.events, {
        userId: user!.id,
        amountCents: attributes.rewardsCents,
        kind: 'earned',
        reason: 'Welcome credit',
        reference: 'test-support',
      });
    }
    for (const slug of attributes.administeredPartners ?? []) {
      const [partner] = await tx
        .insert(partners)
        .values({ slug, name: slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) })
        .onConflictDoUpdate({ target: partners.slug, set: { slug } })
        .returning({ id: partners.id });
      await tx.insert(partnerAdmins).values({ partnerId: partner!.id, userId: user!.id }).onConflictDoNothing();
    }
    if (attributes.shopStaffNear && !(await linkStaffNear(tx, { userId: user!.id, zipcode: attributes.shopStaffNear }))) {
      throw new AppError('validation_failed', `No shop location reaches ${attributes.shopStaffNear}.`);
    }
    return { user: user!, password, session: await startSession(tx, deps, user!) };
  })
    // An email, Facebook id or invite slug another user has (the route proof's fuzzing found it answering 500).
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', 'A user with that email, Facebook id or invite slug already exists.');
      throw error;
    });
}
