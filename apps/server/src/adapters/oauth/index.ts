import type { Config } from '../../config.ts';
import { createDevVerifier } from './dev.ts';
import { createFacebookVerifier } from './facebook.ts';

/** What the provider says about the person behind a token. Only `email` from here is trusted. */
export interface OAuthIdentity {
  uid: string;
  /** As the provider reports it (verified by the provider), or null when it has none. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface OAuthClaim {
  token: string;
  uid: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Checks a sign-in token with its provider; null when the token is not valid for that uid. */
export interface OAuthVerifier {
  name: 'facebook' | 'dev';
  verify(claim: OAuthClaim): Promise<OAuthIdentity | null>;
}

/**
 * Facebook when FACEBOOK_APP_ID/SECRET are set; otherwise, only with test support switched on (E2E=true or
 * DEV_TEST_SUPPORT=true, never by NODE_ENV), the dev verifier (tokens `dev:<uid>`); otherwise none, and
 * Facebook sign-in answers that it is not available.
 */
export function oauthVerifierFor(config: Config): OAuthVerifier | null {
  const { appId, appSecret } = config.facebook;
  if (appId && appSecret) return createFacebookVerifier({ appId, appSecret });
  return config.testSupport ? createDevVerifier() : null;
}

export { createDevVerifier, createFacebookVerifier };
