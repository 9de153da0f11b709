import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ProfilePasswordForm } from './profile-password-form';

const jsonApi = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the password form', () => {
  it('shows a wrong current password on its field, then changes the password with the right one', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    fetchMock.mockResolvedValueOnce(
      jsonApi(422, {
        errors: [
          {
            status: '422',
            code: 'current_password_wrong',
            title: 'Validation failed',
            detail: 'Current password is incorrect.',
            source: { pointer: '/current_password' },
          },
        ],
      }),
    );
    fetchMock.mockResolvedValueOnce(
      jsonApi(200, { data: { id: 'u1', type: 'users', attributes: { first_name: 'Ada' } }, meta: { access_token: 't2' } }),
    );
    renderWithProviders(<ProfilePasswordForm hasPassword onChanged={onChanged} />);
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'liskov-1987');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect.');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      current_password: 'password123',
      password: 'liskov-1987',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
