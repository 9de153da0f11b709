import { CONFIRMATION_CODE_TTL_MINUTES } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { type Brand, confirmationCodeEmail, welcomeEmail } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { confirmationCodes } from '../../db/schema/index.ts';
import type { AccountsDeps } from './deps.ts';
import { confirmationCode, sha256 } from './secrets.ts';
import type { UserRow } from './users.ts';

export const brandOf = (config: Config): Brand => ({ brandName: config.brandName, publicUrl: config.publicUrl });

/** Codes are stored hashed with the user id, so equal codes of two users never share a digest. */
export const codeDigest = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * A fresh confirmation code for the user's current email (any older one stops working), queued by email once
 * the mail budget of the address and the account allows it. Only "request a new code" (resend) starts the
 * wrong-code count again; any other new code (an email change) carries over the tries the old one used.
 */
export async function queueConfirmationCode(
  tx: Tx,
  deps: Pick<AccountsDeps, 'config' | 'clock' | 'outbox' | 'limits'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  { freshAttempts = false }: { freshAttempts?: boolean } = {},
): Promise<string> {
  await deps.limits.mail({ address: user.email, userId: user.id });
  const replaced = await tx
    .delete(confirmationCodes)
    .where(and(eq(confirmationCodes.userId, user.id), isNull(confirmationCodes.consumedAt)))
    .returning({ attempts: confirmationCodes.attempts });
  const code = confirmationCode();
  await tx.insert(confirmationCodes).values({
    userId: user.id,
    email: user.email,
    codeHash: codeDigest(user.id, code),
    attempts: freshAttempts ? 0 : Math.max(0, ...replaced.map((row) => row.attempts)),
    expiresAt: new Date(deps.clock.now().getTime() + CONFIRMATION_CODE_TTL_MINUTES * 60 * 1000),
  });
  return deps.outbox.queueEmail(tx, user.email, confirmationCodeEmail(brandOf(deps.config), { firstName: user.firstName, code }));
}

export function queueWelcomeEmail(
  tx: Tx,
  deps: Pick<AccountsDeps, 'config' | 'outbox'>,
  user: Pick<UserRow, 'email' | 'firstName' | 'promoSlug'>,
): Promise<string> {
  const brand = brandOf(deps.config);
  return deps.outbox.queueEmail(
    tx,
    user.email,
    welcomeEmail(brand, { firstName: user.firstName, inviteUrl: pageUrl(brand.publicUrl, '/invite/:promoSlug', { promoSlug: user.promoSlug }) }),
  );
}
