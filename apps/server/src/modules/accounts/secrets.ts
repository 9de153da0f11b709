import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_CODE_LENGTH } from '@pitstop/contracts';

/** Random, URL-safe (refresh tokens, reset tokens): 32 bytes unless told. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their sha256: a leaked table does not sign anyone in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A code a person types: uniformly random digits, leading zeros kept. */
export const confirmationCode = () =>
  String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(CONFIRMATION_CODE_LENGTH, '0');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
