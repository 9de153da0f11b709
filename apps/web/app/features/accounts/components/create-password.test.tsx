import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '~/lib/auth-token';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { type FakeHandler, fakeApi } from '../../../../test/fake-api';
import { makeProfile } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { CREATE_PASSWORD_TEXT, CreatePassword } from './create-password';

const PAGE = '/plus/northwind/member/create-password';
const userType = (type: { exists: boolean; has_password: boolean; partial?: boolean; facebook?: boolean }) => ({
  body: { meta: { email: 'ada@example.com', partial: false, facebook: false, ...type } },
});
const partialUser = { id: 'u9', type: 'users', attributes: { email: 'ada@example.com', status: 'partial', has_password: false, confirmed: false } };
const session = (token: string, attributes: Record<string, unknown> = {}) => ({
  data: { ...partialUser, attributes: { ...partialUser.attributes, ...attributes } },
  meta: { access_token: token, token_type: 'Bearer', expires_in: 900, expires_at: '2030-01-01T00:00:00Z', new_account: true },
});

function renderPage(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  const onPasswordSet = vi.fn();
  renderWithProviders(<CreatePassword program="northwind" landingPage={PAGE} signInPath="/plus/northwind/member#sign-in" onPasswordSet={onPasswordSet} />, {
    url: PAGE,
  });
  return { ...api, onPasswordSet };
}

async function submitEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('create-password (ADR 062)', () => {
  it('a new email: a partial account in the program, signed in, then its first password, then on to the success page', async () => {
    const user = userEvent.setup();
    const { calls, onPasswordSet } = renderPage({
      'GET /api/v3/users/type': userType({ exists: false, has_password: false }),
      'PUT /api/v3/users/email_verification': { status: 201, body: session('token-partial') },
      'GET /api/v3/users/profile': { body: { data: partialUser } },
      'POST /api/v3/users/password': { body: session('token-with-password', { has_password: true }) },
    });
    await submitEmail(user);

    const password = await screen.findByLabelText(/^Password/);
    expect(calls.find((call) => call.path === '/api/v3/users/type')?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(calls.find((call) => call.path === '/api/v3/users/email_verification')?.body).toEqual({
      email: 'ada@example.com',
      landing_page: PAGE,
      partner_name: 'northwind',
    });
    expect(getAuthToken()).toBe('token-partial');
    expect(useAppStore.getState().user.profile?.email).toBe('ada@example.com');

    // Valid once longer than 6 characters (spec 000 §5).
    const save = screen.getByRole('button', { name: 'Set my password' });
    await user.type(password, 'abcdef');
    expect(save).toBeDisabled();
    await user.type(password, 'g');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.path === '/api/v3/users/password')?.body).toEqual({ password: 'abcdefg', current_password: null });
    expect(getAuthToken()).toBe('token-with-password');
    expect(useAppStore.getState().user.profile?.hasPassword).toBe(true);
  });

  it('an account with a password: says so, with a Sign in link to the landing’s sign-in form, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ 'GET /api/v3/users/type': userType({ exists: true, has_password: true }) });
    await submitEmail(user);
    expect(await screen.findByText(CREATE_PASSWORD_TEXT.hasPassword)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/plus/northwind/member#sign-in');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v3/users/type']);
  });

  it('an account without a password (partial, or a partner’s): emails the reset link and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /api/v3/users/type': userType({ exists: true, has_password: false, partial: true }),
      'POST /api/v3/users/forgot_password': { body: { meta: { message: 'If an account exists for that email, we sent a link to reset the password.' } } },
    });
    await submitEmail(user);
    expect(await screen.findByText(CREATE_PASSWORD_TEXT.linkSent)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v3/users/forgot_password')?.body).toEqual({ email: 'ada@example.com' });
    expect(calls.some((call) => call.path === '/api/v3/users/email_verification')).toBe(false);
  });

  it('an account made between the two calls: the server describes it, and it is treated as known', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/v3/users/type': userType({ exists: false, has_password: false }),
      'PUT /api/v3/users/email_verification': userType({ exists: true, has_password: true }),
    });
    await submitEmail(user);
    expect(await screen.findByText(CREATE_PASSWORD_TEXT.hasPassword)).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  it('shows a refusal in the form and stays on the email step', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/v3/users/type': { status: 503, body: { errors: [{ status: '503', code: 'unavailable', title: 'Unavailable', detail: 'The service is unavailable.' }] } },
    });
    await submitEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('a signed-in account without a password chooses it at once', async () => {
    act(() => useAppStore.getState().setUser(makeProfile({ hasPassword: false, status: 'partial' })));
    renderPage({});
    expect(screen.getByRole('form', { name: 'Create your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email address/)).toBeNull();
  });
});
