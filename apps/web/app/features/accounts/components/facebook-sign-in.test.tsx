import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import SignInScreen from '~/routes/sign-in';
import SignUpPage from '~/routes/sign-up';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { takePendingFacebookLogin } from '../facebook-login';

const routes = [
  { path: '/sign-in', Component: SignInScreen },
  { path: '/sign-up', Component: SignUpPage },
];
const renderAt = (url: string) => renderWithProviders(null, { url, routes });
const withFacebookApp = (facebookAppId: string | null) =>
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, facebookAppId }, 'loaded'));

beforeEach(() => {
  resetStoreForTests();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('Continue with Facebook', () => {
  it.each(['/sign-in', '/sign-up'])('is offered on %s when a Facebook app is configured, to its login dialog', async (path) => {
    withFacebookApp('1234');
    renderAt(`${path}?redirectTo=%2Fprofile%2Faccount`);
    const button = await screen.findByRole('link', { name: 'Continue with Facebook' });
    const url = new URL(button.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    const pending = takePendingFacebookLogin();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: `${window.location.origin}/sign-in/facebook`,
      response_type: 'token',
      scope: 'email',
      state: pending?.state,
    });
    expect(pending?.redirectTo).toBe('/profile/account');
  });

  it.each(['/sign-in', '/sign-up'])('is not offered on %s without a Facebook app, and nothing there names Facebook', async (path) => {
    withFacebookApp(null);
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Facebook/);
  });

  it("is not offered on a program's sign-up (its fields would not be sent)", async () => {
    withFacebookApp('1234');
    renderAt('/sign-up?program=amazon-flex');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});

describe("sign-up with the email of an account that signs in with Facebook ('facebook_account')", () => {
  const facebookAccount = {
    'POST /api/v3/users': {
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'facebook_account',
            title: 'Validation failed',
            detail: 'E-mail is already associated with Facebook Login account',
            source: { pointer: '/email' },
          },
        ],
      },
    },
  };

  async function submitSignUp() {
    const user = userEvent.setup();
    renderAt('/sign-up');
    const form = await screen.findByRole('form', { name: 'Create your account' });
    await user.type(within(form).getByLabelText(/^First name/), 'Ada');
    await user.type(within(form).getByLabelText(/^Last name/), 'Lovelace');
    await user.type(within(form).getByLabelText(/^Email address/), 'ada@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'secret-pw');
    await user.click(within(form).getByRole('button', { name: 'Create my free account' }));
    return screen.findByRole('alert');
  }

  it('points to a password, not to Facebook, when Facebook sign-in is not offered', async () => {
    withFacebookApp(null);
    fakeApi(facebookAccount);
    const alert = await submitSignUp();
    expect(alert).toHaveTextContent('An account with this email address already exists. Set a password to sign in with your email.');
    expect(document.body).not.toHaveTextContent(/Facebook/);
    expect(within(alert).getByRole('link', { name: 'Set a password' })).toHaveAttribute('href', '/forgot-password?email=ada%40example.com');
  });

  it('points to Continue with Facebook when it is offered', async () => {
    withFacebookApp('1234');
    fakeApi(facebookAccount);
    const alert = await submitSignUp();
    expect(alert).toHaveTextContent('E-mail is already associated with Facebook Login account. Continue with Facebook instead');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toBeInTheDocument();
  });
});
