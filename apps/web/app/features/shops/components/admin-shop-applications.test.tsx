import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_APPLICATION_KEPT } from '@pitstop/contracts/testing/shop-applications';
import { fakeApi, jsonApiList, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminShopApplication } from './admin-shop-application';
import { AdminShopApplications } from './admin-shop-applications';

afterEach(() => vi.unstubAllGlobals());

const ID = '6f1d2a8e-54a3-4c1e-9a43-0d3c5a7e1b20';
const APPLICATIONS = 'GET /api/v3/admin/shop_applications';
const ONE = `GET /api/v3/admin/shop_applications/${ID}`;
const MARK = `PUT /api/v3/admin/shop_applications/${ID}/handled`;
const sent = { id: ID, ...SHOP_APPLICATION_KEPT, created_at: '2026-03-10T15:00:00.000Z', handled_at: null, handled_by_email: null };
const handled = { ...sent, handled_at: '2026-03-11T09:30:00.000Z', handled_by_email: 'admin@pitstop.test' };

describe('the shop applications list', () => {
  it('asks for those still to handle first, searches after a typing pause, and links each to its page', async () => {
    const { calls } = fakeApi({ [APPLICATIONS]: { body: jsonApiList('shop_applications', [sent]) } });
    const user = userEvent.setup();
    renderWithProviders(<AdminShopApplications applicationHref={(id) => `/admin/applications/${id}`} />);
    const table = await screen.findByRole('table', { name: 'Shop applications' });
    expect(within(table).getByRole('link', { name: 'Ridgeline Auto Care' })).toHaveAttribute('href', `/admin/applications/${ID}`);
    expect(within(table).getByText('To handle')).toBeInTheDocument();
    expect(screen.getByText('1 application')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('handled')).toBe('false');
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('25');

    await user.type(screen.getByRole('searchbox', { name: /Find an application/ }), 'ridge');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('ridge'));
    await user.click(screen.getByText('All'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('handled')).toBe(false));
  });

  it('says when nothing matches, and when the list could not load', async () => {
    fakeApi({ [APPLICATIONS]: { body: jsonApiList('shop_applications', []) } });
    const { unmount } = renderWithProviders(<AdminShopApplications applicationHref={(id) => id} />);
    // The default filter, no words: nothing is waiting; words typed: nothing matches them; all, no words: no one applied.
    expect(await screen.findByText('No application is waiting to be handled.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Find an application/ }), 'ridge');
    expect(await screen.findByText('No application matches.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: /Find an application/ }));
    await user.click(screen.getByText('All'));
    expect(await screen.findByText('No shop has applied yet.')).toBeInTheDocument();
    unmount();
    fakeApi({ [APPLICATIONS]: { status: 403, body: { errors: [{ status: '403', code: 'admin_required', title: 'Forbidden', detail: 'Admins only.' }] } } });
    renderWithProviders(<AdminShopApplications applicationHref={(id) => id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the applications');
  });
});

describe('a shop application’s page', () => {
  it('shows what the shop sent, with links to email and call it', async () => {
    fakeApi({ [ONE]: { body: jsonApiResource('shop_applications', sent) } });
    renderWithProviders(<AdminShopApplication id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Ridgeline Auto Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email dana@ridgeline.example' })).toHaveAttribute('href', 'mailto:dana@ridgeline.example');
    expect(screen.getByRole('link', { name: 'Call (512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(screen.getByText('Repair and maintenance, Collision repair')).toBeInTheDocument();
    expect(screen.getByText('https://ridgeline.example')).not.toHaveAttribute('href');
    expect(screen.getByText('ASE certified, open Saturdays.')).toBeInTheDocument();
  });

  it('marks it handled with the note, then offers to mark it not handled', async () => {
    let current: Record<string, unknown> = sent;
    const { calls } = fakeApi({
      [ONE]: () => ({ body: jsonApiResource('shop_applications', current as typeof sent) }),
      [MARK]: () => {
        current = handled;
        return { body: jsonApiResource('shop_applications', handled) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminShopApplication id={ID} />);
    await user.type(await screen.findByLabelText(/Note/), 'Called Dana; onboarding on Monday.');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    expect(screen.getByText(/by admin@pitstop\.test, Mar 11, 2026/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ handled: true, note: 'Called Dana; onboarding on Monday.' });
    expect(screen.getByLabelText(/Note/)).toHaveValue('');
  });

  it('says so when the application is not there', async () => {
    fakeApi({ [ONE]: { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'Shop application not found.' }] } } });
    renderWithProviders(<AdminShopApplication id={ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Shop application not found.');
  });
});
