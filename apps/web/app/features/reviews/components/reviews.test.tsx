/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are built as the JSON they are */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { PublicReviews, reviewsJsonLd } from './public-reviews';
import { YourReviews } from './your-reviews';

afterEach(() => vi.unstubAllGlobals());

const REVIEW = {
  id: 'rev-1',
  appointment_id: 'apt-1',
  location_id: 'loc-1',
  shop_name: 'Test Garage',
  shop_city: 'Austin, TX',
  rating: 4,
  body: 'Solid work </script><b>bold</b>',
  reviewer_name: 'Alice T.',
  job_summary: '2016 Honda Civic · Oil Change',
  completed_at: '2026-11-30T23:00:00.000Z',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  reply: 'Thanks!',
  replied_at: '2026-12-02T10:00:00.000Z',
};
const WAITING = { appointment_id: 'apt-2', location_id: 'loc-2', shop_name: 'Brake Barn', job_summary: '2014 Toyota Camry · Brake Pads', completed_at: '2026-11-29T20:00:00.000Z' };
const list = (waiting: object[], reviews: object[] = [REVIEW]) => ({
  status: 200,
  body: { data: reviews.map(({ id, ...attributes }: any) => ({ id, type: 'reviews', attributes })), meta: { count: reviews.length, waiting } },
});

const renderReviews = (focus: string | null = null) =>
  renderWithProviders(null, { url: '/profile/reviews', routes: [{ path: '/profile/reviews', Component: () => <YourReviews focus={focus} /> }] });

describe('your reviews (/profile/reviews)', () => {
  it('writes a review of a waiting job: stars by keyboard, then the text; a rating is asked for first', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/v3/users/reviews': list([WAITING]), 'POST /api/v3/users/reviews/loc-2': { status: 201, body: { data: { id: 'rev-2', type: 'reviews', attributes: {} } } } });
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Fast brakes.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // The stars by keyboard: into the group (on the star chosen, none yet), right to five, Space to choose it.
    screen.getByRole('radio', { name: '0' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your review of Brake Barn is posted.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointment_id: 'apt-2', rating: 5, body: 'Fast brakes.' });
  });

  it('shows a written review as text (never HTML) with the shop’s reply, and edits it in place', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/v3/users/reviews': list([]), 'PUT /api/v3/users/reviews/loc-1': { status: 200, body: { data: { id: 'rev-1', type: 'reviews', attributes: {} } } } });
    renderReviews();
    expect(await screen.findByText('Solid work </script><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing to review right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit your review of Test Garage' }));
    const text = screen.getByRole('textbox', { name: /Your review/ });
    expect(text).toHaveValue('Solid work </script><b>bold</b>');
    await user.clear(text);
    await user.type(text, 'Even better the second time.');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ appointment_id: 'apt-1', rating: 4, body: 'Even better the second time.' }));
  });

  it('opens the form of the job the dashboard linked to', async () => {
    fakeApi({ 'GET /api/v3/users/reviews': list([WAITING], []) });
    renderReviews('apt-2');
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });
});

/** A review as the public list's page holds it (the app's shape). */
const PUBLIC_REVIEW = {
  id: 'rev-1',
  type: 'reviews' as const,
  appointmentId: 'apt-1',
  locationId: 'loc-1',
  shopName: 'Test Garage',
  shopCity: 'Austin, TX',
  rating: 4,
  body: 'Solid work',
  reviewerName: 'Alice T.',
  jobSummary: '2016 Honda Civic · Oil Change',
  completedAt: REVIEW.completed_at,
  createdAt: REVIEW.created_at,
  updatedAt: REVIEW.updated_at,
  reply: null,
  repliedAt: null,
};

describe('the public page’s structured data', () => {
  it('is a list of Reviews of AutoRepair shops with their AggregateRating; customers’ text cannot close the script', () => {
    const json = reviewsJsonLd(
      {
        reviews: [{ ...PUBLIC_REVIEW, body: 'Solid work </script><b>bold</b>' }],
        count: 1,
        averageRating: 4,
        shops: [{ locationId: 'loc-1', shopName: 'Test Garage', rating: 4.6, reviewCount: 120 }],
      },
      'Pitstop',
    );
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json);
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement[0].item).toMatchObject({
      '@type': 'Review',
      reviewRating: { ratingValue: 4, bestRating: 5 },
      author: { name: 'Alice T.' },
      reviewBody: 'Solid work </script><b>bold</b>',
      itemReviewed: {
        '@type': 'AutoRepair',
        name: 'Test Garage',
        address: { addressLocality: 'Austin', addressRegion: 'TX' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 120 },
      },
    });
  });
});

describe('the public list (/reviews, its page the loader’s data)', () => {
  const view = (count: number) => ({
    reviews: [PUBLIC_REVIEW],
    count,
    averageRating: 4,
    shops: [],
  });
  const renderList = (count: number, page: number, loading: boolean, onPage = vi.fn()) => {
    renderWithProviders(<PublicReviews view={view(count)} page={page} loading={loading} onPage={onPage} brandName="Pitstop" />);
    return onPage;
  };

  it('shows the page it is given and asks for the next one', async () => {
    const onPage = renderList(30, 1, false);
    expect(screen.getByText('Solid work')).toBeInTheDocument();
    expect(screen.getByText('4.0 average from 30 reviews written here')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('holds both buttons while the next page loads', () => {
    renderList(30, 2, true);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('has no pager when every review fits on one page', () => {
    renderList(1, 1, false);
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument();
  });
});
