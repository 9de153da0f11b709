import { createHmac } from 'node:crypto';
import type { OAuthVerifier } from './index.ts';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** The HTTP client; tests pass a fake at this boundary. */
  fetch?: typeof fetch;
  graphUrl?: string;
}

interface DebugToken {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string };
}
interface Me {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Facebook Login: the user token must be valid, issued to our app and to the claimed user (Graph API
 * debug_token with the app token); the email and names are then read from /me — never taken from the client.
 */
export function createFacebookVerifier(options: FacebookOptions): OAuthVerifier {
  const http = options.fetch ?? fetch;
  const graph = options.graphUrl ?? 'https://graph.facebook.com/v21.0';
  const appToken = `${options.appId}|${options.appSecret}`;

  async function get<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const url = `${graph}${path}?${new URLSearchParams(params)}`;
    const response = await http(url, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) return null;
    return (await response.json()) as T;
  }

  return {
    name: 'facebook',
    async verify(claim) {
      const debug = await get<DebugToken>('/debug_token', { input_token: claim.token, access_token: appToken });
      const data = debug?.data;
      if (!data?.is_valid || data.app_id !== options.appId || data.user_id !== claim.uid) return null;
      const proof = createHmac('sha256', options.appSecret).update(claim.token).digest('hex');
      const me = await get<Me>('/me', {
        fields: 'id,email,first_name,last_name',
        access_token: claim.token,
        appsecret_proof: proof,
      });
      if (!me?.id || me.id !== claim.uid) return null;
      return {
        uid: me.id,
        email: me.email ?? null,
        firstName: me.first_name ?? null,
        lastName: me.last_name ?? null,
      };
    },
  };
}
