import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Where a member may be told something (ADR 047): the email address only once it is confirmed (an unconfirmed
 * one may be someone else's), the phone number only once a texted code verified it. null: not that way.
 */
export interface Reachable {
  email: string | null;
  phoneNumber: string | null;
  firstName: string | null;
}

export async function reachableContacts(db: Db | Tx, userId: string): Promise<Reachable | null> {
  const [user] = await db
    .select({
      email: users.email,
      confirmedAt: users.confirmedAt,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    email: user.confirmedAt ? user.email : null,
    phoneNumber: user.phoneNumber && user.phoneVerifiedAt ? user.phoneNumber : null,
    firstName: user.firstName,
  };
}
