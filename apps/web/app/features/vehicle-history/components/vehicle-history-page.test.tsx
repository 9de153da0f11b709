import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { VehicleHistoryPage } from './vehicle-history-page';

afterEach(() => vi.unstubAllGlobals());

const VEHICLE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const HISTORY = `GET /api/v3/users/vehicles/${VEHICLE}/history`;
const SHARES = `/api/v3/users/vehicles/${VEHICLE}/history/shares`;

const history = {
  id: VEHICLE,
  vehicle: { year: 2016, make: 'Honda', model: 'Civic', sub_model: 'EX', engine: null, vin: '1HGCM82633A004352', mileage: 61_000 },
  jobs: [
    {
      id: 'job-2',
      service_date: '2026-11-30',
      mileage: 61_000,
      shop_name: 'Eastside Auto',
      shop_address: '1 Main St, Austin, TX',
      work: [
        { name: 'Brake pads', total_cents: 24_000, kind: 'estimate' },
        { name: 'Rotor resurfacing', total_cents: 6_000, kind: 'extra' },
      ],
      approved_total_cents: 30_000,
      discount_cents: 3_000,
      rewards_cents: 1_000,
      charged_cents: 26_000,
      paid_cents: 27_000,
    },
    {
      id: 'job-1',
      service_date: '2026-06-02',
      mileage: null,
      shop_name: 'Westside Lube',
      shop_address: '9 Oak Ave, Austin, TX',
      work: [{ name: 'Oil change', total_cents: 8_900, kind: 'estimate' }],
      approved_total_cents: 8_900,
      discount_cents: 0,
      rewards_cents: 0,
      charged_cents: 8_900,
      paid_cents: 8_900,
    },
  ],
  total_paid_cents: 35_900,
};

const share = (id: string, hint: string) => ({ id, hint, created_at: '2026-11-30T23:00:00.000Z' });

describe('VehicleHistoryPage', () => {
  it('says it is loading, then shows each job: day, shop, mileage, work with prices and what was paid', async () => {
    fakeApi({
      [HISTORY]: { delay: 20, body: jsonApiResource('vehicle_histories', history) },
      [`GET ${SHARES}`]: { body: jsonApiList('vehicle_history_shares', []) },
    });
    renderWithProviders(<VehicleHistoryPage vehicleId={VEHICLE} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the service history…');
    expect(await screen.findByRole('heading', { name: '2016 Honda Civic EX' })).toBeInTheDocument();
    expect(screen.getByText(/VIN 1HGCM82633A004352 · 61,000 mi last recorded/)).toBeInTheDocument();
    expect(screen.getByText('2 completed jobs, $359.00 paid in all.')).toBeInTheDocument();
    const jobs = within(screen.getByRole('list', { name: 'Completed jobs' })).getAllByRole('listitem');
    expect(within(jobs[0]!).getByRole('heading')).toHaveTextContent('Nov 30, 2026 · Eastside Auto');
    expect(jobs[0]).toHaveTextContent('1 Main St, Austin, TX · Mileage 61,000 mi');
    expect(jobs[0]).toHaveTextContent('Rotor resurfacing (extra work approved)$60.00');
    expect(jobs[0]).toHaveTextContent('Paid $270.00(member discount $30.00, rewards $10.00, card $260.00)');
    expect(within(jobs[1]!).getByRole('heading')).toHaveTextContent('Jun 2, 2026 · Westside Lube');
    expect(jobs[1]).not.toHaveTextContent('Mileage');
    expect(await screen.findByText('No live links.')).toBeInTheDocument();
  });

  it('says so when the vehicle is not the user’s', async () => {
    fakeApi({ [HISTORY]: { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not Found', detail: 'Vehicle not found.' }] } } });
    renderWithProviders(<VehicleHistoryPage vehicleId={VEHICLE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle not found.');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('creates a share link and shows it once to copy; lists live links and turns one off after a confirmation', async () => {
    const user = userEvent.setup();
    let live = [share('s-old', 'Ab3_')];
    const { calls } = fakeApi({
      [HISTORY]: { body: jsonApiResource('vehicle_histories', history) },
      [`GET ${SHARES}`]: () => ({ body: jsonApiList('vehicle_history_shares', live) }),
      [`POST ${SHARES}`]: () => {
        live = [share('s-new', 'xY9z'), ...live];
        return { status: 201, body: jsonApiResource('vehicle_history_shares', { ...share('s-new', 'xY9z'), token: 't'.repeat(28) + 'xY9z', url: `http://localhost/vehicle-history/${'t'.repeat(28)}xY9z` }) };
      },
      [`DELETE ${SHARES}/s-old`]: () => {
        live = live.filter((entry) => entry.id !== 's-old');
        return { status: 204 };
      },
    });
    renderWithProviders(<VehicleHistoryPage vehicleId={VEHICLE} />);
    expect(await screen.findByText(/Link ending …Ab3_/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByRole('textbox', { name: 'Your new link' })).toHaveValue(`http://localhost/vehicle-history/${'t'.repeat(28)}xY9z`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(await screen.findByText(/Link ending …xY9z/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off the link ending Ab3_' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off this link?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off link' }));
    await waitFor(() => expect(screen.queryByText(/Link ending …Ab3_/)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${SHARES}/s-old`]);
    // The new link stays shown: only the one turned off is gone.
    expect(screen.getByRole('textbox', { name: 'Your new link' })).toBeInTheDocument();
  });

  it('downloads the PDF and CSV through the API client, with the session, under the car’s name', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:history', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = fakeApi({
      [HISTORY]: { body: jsonApiResource('vehicle_histories', history) },
      [`GET ${SHARES}`]: { body: jsonApiList('vehicle_history_shares', []) },
      [`${HISTORY}.pdf`]: () => new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
      [`${HISTORY}.csv`]: () => new Response('Date\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderWithProviders(<VehicleHistoryPage vehicleId={VEHICLE} />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['2016-honda-civic-service-history.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['2016-honda-civic-service-history.pdf', '2016-honda-civic-service-history.csv']));
    const pdf = calls.find((call) => call.path.endsWith('history.pdf'))!;
    expect(pdf.headers.get('accept')).toBe('application/pdf');
    click.mockRestore();
  });
});
