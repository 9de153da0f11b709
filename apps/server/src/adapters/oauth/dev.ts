import type { OAuthVerifier } from './index.ts';

export const DEV_TOKEN_PREFIX = 'dev:';

/**
 * Development stand-in for Facebook (never in production): a token `dev:<uid>` is valid for that uid, and the
 * email and names the client sends are taken as the provider's.
 */
export function createDevVerifier(): OAuthVerifier {
  return {
    name: 'dev',
    async verify(claim) {
      if (claim.token !== `${DEV_TOKEN_PREFIX}${claim.uid}`) return null;
      return {
        uid: claim.uid,
        email: claim.email ?? null,
        firstName: claim.firstName ?? null,
        lastName: claim.lastName ?? null,
      };
    },
  };
}
