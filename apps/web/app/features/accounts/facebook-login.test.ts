import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  facebookDialogUrl,
  facebookPerson,
  pendingFacebookState,
  readFacebookCallback,
  takePendingFacebookLogin,
} from './facebook-login';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe("Facebook Login's dialog address", () => {
  it('asks for a token and the email, coming back to /sign-in/facebook with the state', () => {
    const url = new URL(facebookDialogUrl('1234', 'https://pitstop.example', 'st4te'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: 'https://pitstop.example/sign-in/facebook',
      response_type: 'token',
      scope: 'email',
      state: 'st4te',
    });
  });
});

describe('the state of a Facebook sign-in', () => {
  it('is random, kept in this tab with the destination, the same for every button, and spent once', () => {
    const state = pendingFacebookState('/profile/account');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(pendingFacebookState('/profile/account')).toBe(state);
    expect(takePendingFacebookLogin()).toEqual({ state, redirectTo: '/profile/account' });
    expect(takePendingFacebookLogin()).toBeNull();
    expect(pendingFacebookState(null)).not.toBe(state);
  });
});

describe("reading Facebook's reply", () => {
  const pending = { state: 'abc', redirectTo: '/dashboard' };

  it('takes the token from the fragment when the state is the one kept', () => {
    expect(readFacebookCallback({ search: '', hash: '#access_token=EAAB&expires_in=5183&state=abc' }, pending)).toEqual({
      kind: 'token',
      accessToken: 'EAAB',
      expiresIn: 5183,
      redirectTo: '/dashboard',
    });
  });

  it('refuses another state, a missing state and a reply nobody asked for', () => {
    expect(readFacebookCallback({ search: '', hash: '#access_token=EAAB&state=forged' }, pending)).toEqual({ kind: 'invalid' });
    expect(readFacebookCallback({ search: '', hash: '#access_token=EAAB' }, pending)).toEqual({ kind: 'invalid' });
    expect(readFacebookCallback({ search: '', hash: '#access_token=EAAB&state=abc' }, null)).toEqual({ kind: 'invalid' });
    expect(readFacebookCallback({ search: '', hash: '#state=abc' }, pending)).toEqual({ kind: 'invalid' });
  });

  it('tells a cancelled dialog (error in the query) apart', () => {
    expect(readFacebookCallback({ search: '?error=access_denied&error_reason=user_denied&state=abc', hash: '' }, pending)).toEqual({
      kind: 'cancelled',
    });
  });
});

describe('who the token belongs to', () => {
  it("reads the id, email and names from the Graph API's /me", async () => {
    const fetch = vi.fn(async () => Response.json({ id: '10150', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' }));
    expect(await facebookPerson('EAAB', fetch as unknown as typeof globalThis.fetch)).toEqual({
      uid: '10150',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('https://graph.facebook.com/v21.0/me?fields=id%2Cemail%2Cfirst_name%2Clast_name&access_token=EAAB');
  });

  it('is nobody when Facebook refuses the token or cannot be reached', async () => {
    const refused = vi.fn(async () => Response.json({ error: { message: 'Invalid OAuth access token.' } }, { status: 400 }));
    expect(await facebookPerson('EAAB', refused as unknown as typeof globalThis.fetch)).toBeNull();
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await facebookPerson('EAAB', offline as unknown as typeof globalThis.fetch)).toBeNull();
  });

  it("takes a development token's id from the token, without calling Facebook", async () => {
    const fetch = vi.fn();
    expect(await facebookPerson('dev:fb-42', fetch as unknown as typeof globalThis.fetch)).toEqual({
      uid: 'fb-42',
      email: null,
      firstName: null,
      lastName: null,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
