import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default, OWASP-level costs. */
export const hashPassword = (password: string) => hash(password);

// Verifying against this when the email is unknown takes as long as a real check: timing does not tell.
const DECOY_HASH = hash('decoy password that never matches');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DECOY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
