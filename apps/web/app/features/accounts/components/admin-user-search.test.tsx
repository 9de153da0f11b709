import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminUserSearch } from './admin-user-search';

const LIST = '/api/v3/admin/users';
const account = (n: number) => ({
  id: `u-${n}`,
  type: 'admin_users',
  attributes: { email: `jo-${n}@example.com`, first_name: 'Jo', last_name: `Number ${n}`, phone_number: null, status: 'active', confirmed: true, admin: false, type: 'other', created_at: '2026-11-28T10:00:00.000Z' },
});

describe('the consoles’ user search', () => {
  it('says "10,000+ accounts" when the server stopped counting, and a single one in the singular', async () => {
    fakeApi({
      [`GET ${LIST}`]: (request) =>
        request.url.searchParams.get('q') === 'jo-7@example.com'
          ? { body: { data: [account(7)], meta: { count: 1, count_capped: false } } }
          : { body: { data: [account(1)], meta: { count: 10_000, count_capped: true } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUserSearch userHref={(id) => `/admin/users/${id}`} />);
    expect(await screen.findByText('10,000+ accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '501' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a user' }), 'jo-7@example.com');
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });
});
