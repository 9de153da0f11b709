import { randomInt } from 'node:crypto';
import { RIDE_SHARE_PROGRAMS } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type UserRow = typeof users.$inferSelect;
type Executor = Db | Tx;

/** Emails match whatever their case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  // A malformed id names no one (the route proof's fuzzing found a test-support call answering 500 for one).
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** A partial account becomes active once it can sign in and has a name. */
export function accountStatus(user: Pick<UserRow, 'status' | 'passwordHash' | 'facebookUid' | 'firstName' | 'lastName'>) {
  if (user.status === 'disabled') return 'disabled' as const;
  return (user.passwordHash || user.facebookUid) && user.firstName && user.lastName ? ('active' as const) : ('partial' as const);
}

/**
 * The program an account joins through (sign-up's `partnerName`, or a program page's partial account): its name, and
 * the ride-share driver's flags when it is the ride-share drivers' program (docs/product/membership.md).
 */
export function programColumns(partnerName: string | null | undefined) {
  const rideShare = (RIDE_SHARE_PROGRAMS as readonly string[]).includes(partnerName ?? '');
  return { partnerName: partnerName ?? null, isLyftDriver: rideShare, newLyftAccount: rideShare };
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** An invite code that reads well in a link: "alex-k7m2qp". */
export function newPromoSlug(firstName: string | null | undefined) {
  const suffix = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const name = (firstName ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);
  return name ? `${name}-${suffix}` : `friend-${suffix}`;
}

/** The email the account must be unique on, as the user typed it (trimmed). */
export const normaliseEmail = (email: string) => email.trim();
