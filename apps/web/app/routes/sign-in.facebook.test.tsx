import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '~/lib/auth-token';
import { getNextDestination, setNextDestination } from '~/lib/next-destination';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { pendingFacebookState } from '~/features/accounts/facebook-login';
import FacebookCallbackPage from './sign-in.facebook';

const session = (newAccount: boolean) => ({
  status: 201,
  body: {
    data: { id: 'u7', type: 'users', attributes: { first_name: 'Faye', last_name: 'Book', email: 'faye@example.com', confirmed: true } },
    meta: { access_token: 'token-7', token_type: 'Bearer', expires_in: 900, expires_at: '2030-01-01T00:00:00Z', new_account: newAccount },
  },
});

const renderCallback = (url: string) =>
  renderWithProviders(null, { url, routes: [{ path: '/sign-in/facebook', Component: FacebookCallbackPage }] });

beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
  sessionStorage.clear();
  setNextDestination(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNextDestination(null);
  act(() => resetStoreForTests());
});

describe('the Facebook Login callback (/sign-in/facebook)', () => {
  it('signs in with the token of the fragment (development verifier) and goes on like a password sign-in', async () => {
    const { calls } = fakeApi({ 'POST /api/v3/oauth_sessions': session(false) });
    const state = pendingFacebookState('/profile/account');
    renderCallback(`/sign-in/facebook#access_token=dev%3Afb-42&expires_in=3600&state=${state}`);

    await waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v3/oauth_sessions']);
    expect(calls[0]?.body).toMatchObject({ service: 'facebook', token: 'dev:fb-42', uid: 'fb-42' });
    expect(getAuthToken()).toBe('token-7');
    expect(getNextDestination()).toBe('/profile/account');
    expect(useAppStore.getState().user.profile?.firstName).toBe('Faye');
  });

  it('goes on to /dashboard without a remembered destination', async () => {
    fakeApi({ 'POST /api/v3/oauth_sessions': session(true) });
    const state = pendingFacebookState(null);
    renderCallback(`/sign-in/facebook#access_token=dev%3Afb-43&state=${state}`);
    await waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
    expect(getNextDestination()).toBe('/dashboard');
    // A first Facebook sign-in made the account: it is not welcomed back.
    expect(useAppStore.getState().settings.welcomeShown).toBe(true);
  });

  it('refuses a reply whose state this tab did not make, without calling the server', async () => {
    const { calls } = fakeApi({ 'POST /api/v3/oauth_sessions': session(false) });
    pendingFacebookState(null);
    renderCallback('/sign-in/facebook#access_token=dev%3Afb-42&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your Facebook sign-in. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
    expect(calls).toEqual([]);
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });

  it('tells a cancelled Facebook dialog', async () => {
    const { calls } = fakeApi({});
    const state = pendingFacebookState(null);
    renderCallback(`/sign-in/facebook?error=access_denied&error_reason=user_denied&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Facebook sign-in was cancelled.');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal in its words", async () => {
    fakeApi({
      'POST /api/v3/oauth_sessions': {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              code: 'validation_failed',
              title: 'Validation failed',
              detail: 'Your Facebook account has no email address. Please sign up with your email instead.',
              source: { pointer: '/email' },
            },
          ],
        },
      },
    });
    const state = pendingFacebookState(null);
    renderCallback(`/sign-in/facebook#access_token=dev%3Afb-44&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Facebook account has no email address. Please sign up with your email instead.',
    );
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });
});
