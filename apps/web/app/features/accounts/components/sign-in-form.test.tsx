import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SignInForm } from './sign-in-form';

/** POST /v3/sessions as the server answers it for an admin (snake_case JSON:API). */
const adminSession = {
  status: 201,
  body: {
    data: {
      id: 'u1',
      type: 'users',
      attributes: { first_name: 'Ada', last_name: 'Admin', email: 'admin@pitstop.test', confirmed: true, admin: true, type: 'other' },
    },
    meta: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900, expires_at: '2030-01-01T00:00:00Z', new_account: false },
  },
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

async function signInAsAdmin(adminDashboardUrl: string) {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, adminDashboardUrl }, 'loaded'));
  fakeApi({ 'POST /api/v3/sessions': adminSession });
  const user = userEvent.setup();
  renderWithProviders(<SignInForm forgotPasswordLink={() => '/forgot-password'} />);
  await user.type(screen.getByLabelText(/^Email address/), 'admin@pitstop.test');
  await user.type(screen.getByLabelText(/^Password/), 'pitstop-admin');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
}

describe('an admin signing in', () => {
  it('goes on to the admin dashboard when one is configured', async () => {
    await signInAsAdmin('https://admin.example.com/');
    expect(assign).toHaveBeenCalledWith('https://admin.example.com/');
  });

  it('stays in the app, never sent to a page that answers 404, while none is configured', async () => {
    await signInAsAdmin('/admin');
    expect(assign).not.toHaveBeenCalled();
  });
});
