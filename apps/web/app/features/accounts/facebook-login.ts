import { href } from 'react-router';

/**
 * Facebook Login's manual redirect flow (docs/product/accounts.md): the
 * button goes to Facebook's login dialog with a random `state` kept in this tab's sessionStorage; Facebook
 * comes back to FACEBOOK_CALLBACK_PATH with the access token in the URL fragment; the callback checks
 * `state`, reads the person's Facebook id with the token and signs in with POST /v3/oauth_sessions, where the
 * server checks the token with Facebook itself. Offered only when the runtime configuration names the app
 * (`facebookAppId`). https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 */

/** The Graph API version of the dialog and of /me (the server checks tokens with the same one). */
export const FACEBOOK_API_VERSION = 'v21.0';
export const FACEBOOK_CALLBACK_PATH = href('/sign-in/facebook');
/** The development verifier's tokens (`dev:<uid>`, servers with test support only): the id is in the token. */
const DEV_TOKEN_PREFIX = 'dev:';
const STATE_KEY = 'pitstop_facebook_login';

interface PendingLogin {
  state: string;
  /** Where to go once signed in (the sign-in page's ?redirectTo=), or null for the usual destination. */
  redirectTo: string | null;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The login dialog's address for this app, coming back to the callback of `origin`. */
export function facebookDialogUrl(appId: string, origin: string, state: string): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${origin}${FACEBOOK_CALLBACK_PATH}`,
    response_type: 'token',
    scope: 'email',
    state,
  });
  return `https://www.facebook.com/${FACEBOOK_API_VERSION}/dialog/oauth?${query.toString()}`;
}

/**
 * The state of this tab's Facebook sign-in: the one already kept (several buttons, a re-render) or a new one,
 * kept with where to go afterwards. Browser only.
 */
export function pendingFacebookState(redirectTo: string | null): string {
  const storage = session();
  const kept = readPending(storage);
  const state = kept?.state ?? randomState();
  storage?.setItem(STATE_KEY, JSON.stringify({ state, redirectTo } satisfies PendingLogin));
  return state;
}

function readPending(storage: Storage | null): PendingLogin | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STATE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { state, redirectTo } = value as Record<string, unknown>;
    if (typeof state !== 'string' || !state) return null;
    return { state, redirectTo: typeof redirectTo === 'string' ? redirectTo : null };
  } catch {
    return null;
  }
}

/** Takes the pending sign-in out of storage (a state is good for one callback only). */
export function takePendingFacebookLogin(): PendingLogin | null {
  const storage = session();
  const pending = readPending(storage);
  storage?.removeItem(STATE_KEY);
  return pending;
}

export type FacebookCallback =
  | { kind: 'token'; accessToken: string; expiresIn: number | null; redirectTo: string | null }
  /** Facebook said no (the person cancelled or refused): nothing to tell beyond trying again. */
  | { kind: 'cancelled' }
  /** No pending sign-in, or another state: not a reply to a sign-in this tab started. */
  | { kind: 'invalid' };

/** Reads Facebook's reply (token in the fragment, errors in the query) against the pending sign-in. */
export function readFacebookCallback(location: { search: string; hash: string }, pending: PendingLogin | null): FacebookCallback {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const state = fragment.get('state') ?? query.get('state');
  if (!pending || !state || state !== pending.state) return { kind: 'invalid' };
  if (query.has('error') || fragment.has('error')) return { kind: 'cancelled' };
  const accessToken = fragment.get('access_token');
  if (!accessToken) return { kind: 'invalid' };
  const expiresIn = Number(fragment.get('expires_in'));
  return { kind: 'token', accessToken, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null, redirectTo: pending.redirectTo };
}

export interface FacebookPerson {
  uid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Who the token belongs to: Graph API /me (id, email, names). The server trusts none of it but the id it
 * checks against the token; a development token carries its id.
 */
export async function facebookPerson(accessToken: string, fetchFn: typeof fetch = globalThis.fetch): Promise<FacebookPerson | null> {
  if (accessToken.startsWith(DEV_TOKEN_PREFIX)) {
    const uid = accessToken.slice(DEV_TOKEN_PREFIX.length);
    return uid ? { uid, email: null, firstName: null, lastName: null } : null;
  }
  const query = new URLSearchParams({ fields: 'id,email,first_name,last_name', access_token: accessToken });
  try {
    const response = await fetchFn(`https://graph.facebook.com/${FACEBOOK_API_VERSION}/me?${query.toString()}`);
    if (!response.ok) return null;
    const me = (await response.json()) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    const uid = text(me.id);
    return uid ? { uid, email: text(me.email), firstName: text(me.first_name), lastName: text(me.last_name) } : null;
  } catch {
    return null;
  }
}
