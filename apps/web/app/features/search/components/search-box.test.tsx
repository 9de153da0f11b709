import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SearchBox } from './search-box';

afterEach(() => vi.unstubAllGlobals());

const SEARCH = 'GET /api/v3/users/search';

interface Row {
  id: string;
  kind: 'service_request' | 'vehicle' | 'shop' | 'message_thread';
  title: string;
  subtitle: string;
  path: string;
}
const answer = (query: string, rows: Row[]) => ({
  data: rows.map(({ id, ...attributes }) => ({ id, type: 'search_results', attributes })),
  meta: { count: rows.length, query },
});

const REQUEST: Row = { id: 'r1', kind: 'service_request', title: 'Oil Change', subtitle: '2016 Honda Civic · Open', path: '/service-request/r1/offer' };
const VEHICLE: Row = { id: 'v1', kind: 'vehicle', title: '2016 Honda Civic', subtitle: '60,000 miles', path: '/profile/vehicle' };
const THREAD: Row = { id: 't1', kind: 'message_thread', title: 'Best Auto', subtitle: 'Is the Civic ready?', path: '/messages?thread=t1' };

function renderBox() {
  const routes = [
    { path: '/', Component: () => <SearchBox /> },
    { path: '/service-request/:id/offer', Component: () => <h1>Request page</h1> },
    { path: '/profile/vehicle', Component: () => <h1>Vehicles page</h1> },
    { path: '/messages', Component: () => <h1>Messages page</h1> },
  ];
  return renderWithProviders(null, { routes });
}

const searched = (calls: FakeRequest[]) => calls.filter((call) => call.path === '/api/v3/users/search').map((call) => call.url.searchParams.get('q'));

describe('SearchBox', () => {
  it('is a combobox named Search; asks once typing pauses, says it is searching, then lists the results by kind', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [SEARCH]: { delay: 30, body: answer('civic', [REQUEST, VEHICLE, THREAD]) } });
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, '  civic ');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await screen.findByRole('option', { name: /Oil Change/ })).toBeInTheDocument();
    expect(list).toHaveTextContent(/Requests.*Oil Change.*2016 Honda Civic · Open.*Vehicles.*2016 Honda Civic.*Messages.*Best Auto.*Is the Civic ready\?/);
    // Typed one letter at a time: one search, for the trimmed words.
    expect(searched(calls)).toEqual(['civic']);
  });

  it('highlights the first result; arrows move, Enter opens the highlighted one', async () => {
    const user = userEvent.setup();
    fakeApi({ [SEARCH]: { body: answer('civic', [REQUEST, VEHICLE, THREAD]) } });
    renderBox();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'civic');
    await waitFor(() => expect(screen.getByRole('option', { name: /Oil Change/ })).toHaveAttribute('data-combobox-selected', 'true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Best Auto/ })).toHaveAttribute('data-combobox-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
  });

  it('opens a result on a click', async () => {
    const user = userEvent.setup();
    fakeApi({ [SEARCH]: { body: answer('civic', [REQUEST, VEHICLE]) } });
    renderBox();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'civic');
    await user.click(await screen.findByRole('option', { name: /60,000 miles/ }));
    expect(await screen.findByRole('heading', { name: 'Vehicles page' })).toBeInTheDocument();
  });

  it('Escape closes the list', async () => {
    const user = userEvent.setup();
    fakeApi({ [SEARCH]: { body: answer('civic', [REQUEST]) } });
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'civic');
    await screen.findByRole('option', { name: /Oil Change/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    fakeApi({ [SEARCH]: { body: answer('zzz', []) } });
    renderBox();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No matches for “zzz”.')).toBeInTheDocument();
  });

  it('shows the server’s sentence when the search fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      [SEARCH]: { status: 422, body: { errors: [{ status: '422', code: 'validation_failed', title: 'Invalid', detail: 'Search for at most 100 characters.', source: { parameter: 'q' } }] } },
    });
    renderBox();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'civic');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search for at most 100 characters.');
  });

  it('never shows an answer to words no longer typed, and aborts its request', async () => {
    const user = userEvent.setup();
    const slow: FakeRequest[] = [];
    fakeApi({
      [SEARCH]: (request) => {
        const q = request.url.searchParams.get('q');
        if (q === 'hon') {
          slow.push(request);
          return { delay: 600, body: answer('hon', [{ ...REQUEST, title: 'Stale answer' }]) };
        }
        return { body: answer(q ?? '', [VEHICLE]) };
      },
    });
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'hon');
    await waitFor(() => expect(slow).toHaveLength(1));
    await user.type(box, 'da');
    expect(await screen.findByRole('option', { name: /2016 Honda Civic/ })).toBeInTheDocument();
    await waitFor(() => expect(slow[0]!.signal?.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText('Stale answer')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /2016 Honda Civic/ })).toBeInTheDocument();
  });

  it('asks nothing for blank words', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({});
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched(calls)).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
