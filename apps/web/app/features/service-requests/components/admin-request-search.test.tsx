import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminRequestSearch } from './admin-request-search';

const LIST = '/api/v3/admin/service_requests';
const row = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'admin_service_requests',
  attributes: {
    status: 'withdrawn',
    created_at: '2026-11-28T10:00:00.000Z',
    customer_id: 'c-1',
    customer_email: `driver-${n}@example.com`,
    customer_name: 'Dana Driver',
    vehicle: '2016 Honda Civic',
    zipcode: '78701',
    services: ['Oil change'],
    offer_count: 3,
    booking_status: null,
  },
});

describe('the console’s request list', () => {
  it('says "10,000+" when the server stopped counting, and offers the page past the counted ones', async () => {
    // The server counts up to 10 000, or to the end of the page asked for (ADR 084).
    const { calls } = fakeApi({
      [`GET ${LIST}`]: (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return { body: { data: [row(page)], meta: { count: Math.max(10_000, page * 20), count_capped: true } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminRequestSearch requestHref={(id) => `/admin/requests/${id}`} />);
    expect(await screen.findByText('10,000+ requests')).toBeInTheDocument();
    const pages = screen.getByRole('button', { name: '501' });
    await user.click(pages);
    expect(await screen.findByText('driver-501@example.com')).toBeInTheDocument();
    expect(screen.getByText('10,020+ requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '502' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '501']);
  });

  it('says an exact count as it is, with no page past the last', async () => {
    fakeApi({ [`GET ${LIST}`]: { body: { data: [row(1)], meta: { count: 1_234, count_capped: false } } } });
    renderWithProviders(<AdminRequestSearch requestHref={(id) => `/admin/requests/${id}`} />);
    expect(await screen.findByText('1,234 requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '62' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '63' })).toBeNull();
  });
});
