import { serviceRequestMessages } from '@pitstop/contracts/service-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, eventStream, fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { offer, serviceRequest, wireEvent, wireServiceRequest } from '../test-fixtures';
import { OffersCompare } from './offers-compare';

const GET = 'GET /api/v3/users/service_requests/sr-1';
const EVENTS = 'GET /api/v3/service_requests/sr-1/events';
const SEEN = 'PUT /api/v3/users/service_requests/sr-1/seen';

let stream: ReturnType<typeof eventStream> | undefined;
function serve(routes: Record<string, FakeHandler> = {}, request = serviceRequest()) {
  stream = undefined;
  return fakeApi({
    [GET]: { body: wireServiceRequest(request) },
    [SEEN]: { body: wireServiceRequest({ ...request, offersSeenAt: '2027-03-01T12:05:00.000Z', newOfferCount: 0 }) },
    [EVENTS]: (call) => {
      stream = eventStream(call);
      return stream.response;
    },
    ...routes,
  });
}

/** The screen is at least `px` wide for Mantine's useMediaQuery. */
function screenWidth(px: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= px,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

// A phone unless a test says otherwise (happy-dom's window is 1024 px wide).
beforeEach(() => screenWidth(360));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the compare page', () => {
  it('shows the request and each offer as a card below 768 px, itemised in USD with its band and warranty', async () => {
    serve();
    renderWithProviders(<OffersCompare requestId="sr-1" />);

    const summary = await screen.findByRole('region', { name: 'Your request' });
    expect(summary).toHaveTextContent('Brake Pads Replacement');
    expect(summary).toHaveTextContent('2010 Honda Civic LX, 98,000 miles');
    expect(summary).toHaveTextContent('78701');

    expect(cardNames()).toEqual(['Barton Brakes', 'Alamo Auto', 'Capitol Car Care']);
    const alamo = screen.getByRole('article', { name: 'Alamo Auto' });
    expect(alamo).toHaveTextContent('Instant estimate');
    expect(alamo).toHaveTextContent('Alamo Auto Inc.');
    expect(alamo).toHaveTextContent('Ranked 2 by price, distance and rating');
    expect(alamo).toHaveTextContent('1.5 h × $100.00/h');
    for (const figure of ['Labor$150.00', 'Parts$60.00', 'Fees$0.00', 'Tax$4.95', 'Line total$214.95', 'Total$214.95']) {
      expect(alamo).toHaveTextContent(figure);
    }
    expect(within(alamo).getByRole('img', { name: 'Within the usual price range in your area: $200.00–$320.00' })).toBeInTheDocument();
    expect(alamo).toHaveTextContent('100 Congress Ave');
    expect(alamo).toHaveTextContent('4.2 mi away');
    expect(alamo).toHaveTextContent('4.1 out of 5 (80 reviews)');
    expect(alamo).toHaveTextContent('ASE Certified');
    expect(alamo).toHaveTextContent('12 months / 12,000 miles');
    expect(alamo).toHaveTextContent('Mar 15, 2027');
    expect(within(alamo).getByRole('link', { name: 'Select Alamo Auto, Austin, $214.95' })).toHaveAttribute('href', '/service-request/sr-1/offer/of-a/book');
    expect(screen.queryByText(serviceRequestMessages.noInstantPrice)).not.toBeInTheDocument();
  });

  it('tells the server the offers were seen when it shows them, so the lists stop calling them new', async () => {
    const { calls } = serve();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await screen.findByRole('region', { name: 'Your request' });
    await waitFor(() => expect(calls.filter((call) => `${call.method} ${call.path}` === SEEN)).toHaveLength(1));
  });

  it('sorts the offers by price, distance and rating', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await screen.findAllByRole('article');
    const sort = screen.getByRole('radiogroup', { name: 'Sort by' });

    await user.click(within(sort).getByRole('radio', { name: 'Price' }));
    expect(cardNames()).toEqual(['Alamo Auto', 'Barton Brakes', 'Capitol Car Care']);
    await user.click(within(sort).getByRole('radio', { name: 'Distance' }));
    expect(cardNames()).toEqual(['Barton Brakes', 'Alamo Auto', 'Capitol Car Care']);
    await user.click(within(sort).getByRole('radio', { name: 'Rating' }));
    expect(cardNames()).toEqual(['Capitol Car Care', 'Barton Brakes', 'Alamo Auto']);
  });

  it('announces the new order politely when the offers are sorted', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await screen.findAllByRole('article');
    const news = screen.getByRole('status', { name: '' });
    expect(news).toHaveAttribute('aria-live', 'polite');
    expect(news).toBeEmptyDOMElement();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Sort by' })).getByRole('radio', { name: 'Price' }));
    expect(news).toHaveTextContent('Estimates sorted by price, lowest price first. First: Alamo Auto, $214.95.');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Sort by' })).getByRole('radio', { name: 'Distance' }));
    expect(news).toHaveTextContent('Estimates sorted by distance, nearest first. First: Barton Brakes, $244.95.');
  });

  it('names each Select link by its shop, town and price, so no two read alike', async () => {
    screenWidth(1280);
    // Two branches of one company with one name (as the demo data once had) and the same town.
    const twin = offer({ id: 'of-t', shop: 'Alamo Auto', rank: 4, hours: 2, rateCents: 10000, partsCents: 6000, miles: 9, rating: 4, reviews: 8 });
    const base = serviceRequest();
    serve({}, { ...base, offers: [...base.offers, twin] });
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    const links = await within(await screen.findByRole('table')).findAllByRole('link', { name: /^Select / });
    const names = links.map((link) => link.textContent);
    expect(names).toContain('Select Alamo Auto, Austin, $214.95');
    expect(names).toContain('Select Alamo Auto, Austin, $264.95');
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers an estimate past its valid-until date as Expired, not as one to select', async () => {
    const base = serviceRequest();
    const expired = offer({ id: 'of-x', shop: 'Old Price Garage', rank: 4, hours: 1, rateCents: 9000, partsCents: 1000, miles: 2, rating: 4, reviews: 3 });
    serve({}, { ...base, offers: [...base.offers, { ...expired, validUntil: '2020-01-01T00:00:00.000Z' }] });
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    const card = (await screen.findAllByRole('article')).find((article) => within(article).queryByText('Old Price Garage'));
    expect(card).toBeDefined();
    expect(within(card!).queryByRole('link', { name: /^Select / })).not.toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: /^Expired Old Price Garage/ })).toBeDisabled();
  });

  it('puts the offers side by side in a table from 768 px', async () => {
    screenWidth(1280);
    serve();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => within(header).queryByRole('heading')?.textContent)).toEqual([
      undefined,
      'Barton Brakes',
      'Alamo Auto',
      'Capitol Car Care',
    ]);
    const row = within(table).getByRole('row', { name: /^Brake Pads Replacement/ });
    expect(within(row).getAllByRole('cell').map((cell) => /Line total(\$[\d.,]+)/.exec(cell.textContent ?? '')?.[1])).toEqual([
      '$244.95',
      '$214.95',
      '$283.78',
    ]);
    expect(within(table).getAllByRole('link', { name: /^Select / })).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('marks the offer opened by its own address', async () => {
    serve();
    renderWithProviders(<OffersCompare requestId="sr-1" offerId="of-c" />);
    const capitol = await screen.findByRole('article', { name: 'Capitol Car Care' });
    expect(capitol).toHaveAttribute('aria-current', 'true');
    expect(capitol).toHaveTextContent('Selected');
    expect(screen.getByRole('article', { name: 'Alamo Auto' })).not.toHaveAttribute('aria-current');
  });

  it('announces and highlights an offer that arrives while the page is open', async () => {
    serve();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await screen.findByText('Live: new estimates appear here as shops answer.');
    const diego = offer({ id: 'of-d', shop: 'Diego Garage', rank: 4, hours: 1, rateCents: 9000, partsCents: 5000, miles: 3, rating: 4, reviews: 5, source: 'shop' });
    stream?.send(...wireEvent({ type: 'offer', offer: { ...diego, location: { ...diego.location, medianAnswerMinutes: 95 } } }));

    const card = await screen.findByRole('article', { name: 'Diego Garage' });
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('From the shop');
    expect(card).toHaveTextContent('Usually answers within 2 hours');
    expect(card).toHaveAttribute('data-highlight');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('New estimate from Diego Garage: $144.13.');
    expect(screen.getByRole('article', { name: 'Alamo Auto' })).not.toHaveTextContent(/\bNew\b/);
  });

  it('says shops are pricing a request without instant prices, and waits for their offers', async () => {
    serve({}, serviceRequest({ instantPrice: false, offers: [] }));
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    expect(await screen.findByText(serviceRequestMessages.noInstantPrice)).toBeInTheDocument();
    expect(screen.getByText('Waiting for estimates…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the request is not one of the user’s', async () => {
    serve({ [GET]: { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'Service request not found.' }] } } });
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this service request');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows why the request could not be loaded, with a retry', async () => {
    serve({ [GET]: { status: 503, body: { errors: [{ status: '503', title: 'Service unavailable' }] } } });
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    expect(await screen.findByText('Service unavailable', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('withdrawing the request', () => {
  it('asks why (a description for "Something else") and whether the person would come back, then shows it withdrawn', async () => {
    const withdrawn = serviceRequest({ status: 'withdrawn', reasonWithdrawn: 'other', reasonWithdrawnDescription: 'Sold the car', comeBack: true });
    const { calls } = serve({ 'DELETE /api/v3/service_requests/sr-1': { body: wireServiceRequest(withdrawn), delay: 50 } });
    const user = userEvent.setup();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw request' });
    await user.click(confirm);
    expect(await within(dialog).findByText(serviceRequestMessages.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(confirm);
    expect(await within(dialog).findByText(serviceRequestMessages.descriptionRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'Sold the car');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));

    expect(await screen.findByText('You withdrew this request')).toBeInTheDocument();
    const remove = calls.find((call) => call.method === 'DELETE');
    expect(Object.fromEntries(remove?.url.searchParams ?? [])).toEqual({
      reason_withdrawn: 'other',
      reason_withdrawn_description: 'Sold the car',
      come_back: 'true',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', '/service-request/services/service');
    expect(stream?.closed).toBe(true);
  });

  it('shows the server’s refusal in the dialog', async () => {
    serve({
      'DELETE /api/v3/service_requests/sr-1': {
        status: 409,
        body: { errors: [{ status: '409', code: 'request_closed', title: 'Conflict', detail: serviceRequestMessages.requestClosed }] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OffersCompare requestId="sr-1" />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'The problem is fixed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serviceRequestMessages.requestClosed);
  });
});
