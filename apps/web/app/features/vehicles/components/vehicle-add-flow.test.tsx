import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useParams } from 'react-router';
import { useAlerts } from '~/lib/alerts';
import { setAuthToken } from '~/lib/auth-token';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import type { VehicleAddFlow } from '../add-vehicle-steps';
import { VehicleAddFlowView } from './vehicle-add-flow';

const YEARS = Array.from({ length: 20 }, (_, index) => 2026 - index);
const TURBO = '/api/turbo/v1';
const LOOKUPS = {
  [`GET ${TURBO}/vehicles/years`]: { body: YEARS },
  [`GET ${TURBO}/years/2020/makes`]: { body: ['Ford', 'Honda', 'Toyota'] },
  [`GET ${TURBO}/years/2020/makes/Honda/models`]: { body: ['Accord', 'Civic', 'CR-V'] },
  [`GET ${TURBO}/years/2020/makes/Honda/models/Civic/sub_models`]: { body: ['EX', 'LX', 'Si/Si HPT'] },
  [`GET ${TURBO}/years/2020/makes/Honda/models/Civic/sub_models/EX/styles`]: { body: ['1.5L I4 Turbo', '2.0L I4'] },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function flowRoutes(flow: VehicleAddFlow) {
  function Flow() {
    const { step } = useParams();
    return (
      <>
        <VehicleAddFlowView flow={flow} requestedStep={step} />
        <Where />
      </>
    );
  }
  return [
    { path: `/${flow}/vehicles/vehicle/add/:step?`, Component: Flow },
    { path: '/service-request/vehicle', Component: () => <h1>Vehicle step</h1> },
    { path: '/profile/vehicle', Component: () => <h1>Profile vehicles</h1> },
  ];
}

const where = () => screen.getByTestId('where').textContent ?? '';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await waitFor(() => expect(screen.getByLabelText(label, { selector: 'input' })).toBeEnabled());
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const ownedVehicle = (body: Record<string, unknown>) =>
  jsonApiResource('owned_vehicles', {
    id: 'veh-1',
    year: body.year,
    make: body.make,
    model: body.model,
    sub_model: body.sub_model ?? null,
    engine: body.engine ?? null,
    mileage: body.mileage ?? null,
    vin: body.vin ?? null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useAlerts.getState().clearAlerts());
});

describe('the add-vehicle flow', () => {
  it('takes the single match of what is typed with Enter: "Toy" then Enter in Make is Toyota', async () => {
    fakeApi(LOOKUPS);
    const user = userEvent.setup();
    renderWithProviders(null, { url: '/service-request/vehicles/vehicle/add/make', routes: flowRoutes('service-request') });
    await waitFor(() => expect(screen.getByLabelText('Year', { selector: 'input' })).toBeEnabled());
    await user.click(screen.getByLabelText('Year', { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: '2020' }));
    await waitFor(() => expect(screen.getByLabelText('Make', { selector: 'input' })).toBeEnabled());
    await user.click(screen.getByLabelText('Make', { selector: 'input' }));
    await user.keyboard('Toy{Enter}');
    expect(screen.getByLabelText('Make', { selector: 'input' })).toHaveValue('Toyota');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('/service-request/vehicles/vehicle/add/model?year=2020&make=Toyota'));
  });

  it('offers 20 model years and goes make → model → trim → your vehicle → mileage (service request, guest)', async () => {
    fakeApi(LOOKUPS);
    const user = userEvent.setup();
    renderWithProviders(null, { url: '/service-request/vehicles/vehicle/add', routes: flowRoutes('service-request') });

    expect(await screen.findByRole('heading', { level: 1, name: "What's the year and make of your vehicle?" })).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/service-request/vehicles/vehicle/add/make'));
    expect(screen.getByText('Add a vehicle · Step 1 of 5')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a year.')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Year', { selector: 'input' })).toBeEnabled());
    await user.click(screen.getByLabelText('Year', { selector: 'input' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(YEARS.map(String));
    await user.click(screen.getByRole('option', { name: '2020' }));
    await choose(user, 'Make', 'Honda');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Which Honda model is it?' })).toBeInTheDocument();
    expect(where()).toBe('/service-request/vehicles/vehicle/add/model?year=2020&make=Honda');
    await choose(user, 'Model', 'Civic');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Which trim is it?' })).toBeInTheDocument();
    await choose(user, 'Trim', 'EX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The service-request flow has no engine step.
    expect(await screen.findByRole('heading', { name: 'Is this your vehicle?' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your vehicle' })).toHaveTextContent('Trim');
    expect(screen.queryByText('Engine')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));

    expect(await screen.findByRole('heading', { name: "What's the mileage?" })).toBeInTheDocument();
    expect(screen.getByText('2020 Honda Civic EX')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Mileage must be a whole number from 0 to 999,999.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mileage' }), '45000');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByRole('heading', { name: 'Vehicle step' })).toBeInTheDocument();
    expect(useAppStore.getState().onrampCart.vehicleToCreate).toEqual({
      id: null,
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      subModel: 'EX',
      engine: null,
      mileage: 45000,
      vin: null,
    });
    expect(useAlerts.getState().alerts[0]).toMatchObject({
      type: 'info',
      message: 'We’ll save your 2020 Honda Civic to your account when you sign up.',
    });
  });

  it('asks the engine in the appointment flow, and saves a signed-in user’s vehicle with POST /owned_vehicles', async () => {
    const { calls } = fakeApi({
      ...LOOKUPS,
      'POST /api/v3/owned_vehicles': (request) => ({ status: 201, body: ownedVehicle(request.body as Record<string, unknown>) }),
    });
    setAuthToken('token-1');
    useAppStore.getState().setUser({ id: 'user-1', firstName: 'Ada' } as never);
    const user = userEvent.setup();
    renderWithProviders(null, {
      url: '/book-appointment/vehicles/vehicle/add/trim?year=2020&make=Honda&model=Civic&returnTo=%2Fprofile%2Fvehicle',
      routes: flowRoutes('book-appointment'),
    });

    expect(await screen.findByText('Add a vehicle · Step 3 of 6')).toBeInTheDocument();
    await choose(user, 'Trim', 'EX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Which engine does it have?' })).toBeInTheDocument();
    await choose(user, 'Engine', '2.0L I4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('2020 Honda Civic EX 2.0L I4')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mileage' }), '12,000');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByRole('heading', { name: 'Profile vehicles' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v3/owned_vehicles');
    expect(post?.headers.get('authorization')).toBe('Bearer token-1');
    expect(post?.body).toEqual({ year: 2020, make: 'Honda', model: 'Civic', sub_model: 'EX', engine: '2.0L I4', mileage: 12000, vin: null });
    expect(useAppStore.getState().appointment.ownedVehicle).toMatchObject({ id: 'veh-1', engine: '2.0L I4' });
  });

  it("skips the engine after “I'm not sure” on the trim", async () => {
    fakeApi(LOOKUPS);
    const user = userEvent.setup();
    renderWithProviders(null, {
      url: '/book-appointment/vehicles/vehicle/add/trim?year=2020&make=Honda&model=Civic',
      routes: flowRoutes('book-appointment'),
    });
    await user.click(await screen.findByRole('button', { name: "I'm not sure" }));
    expect(await screen.findByRole('heading', { name: 'Is this your vehicle?' })).toBeInTheDocument();
    expect(where()).toBe('/book-appointment/vehicles/vehicle/add/subModel?year=2020&make=Honda&model=Civic&trim=');
  });

  it('ends the appointment flow honestly: the vehicle is kept, booking a time is not open yet', async () => {
    fakeApi(LOOKUPS);
    const user = userEvent.setup();
    renderWithProviders(null, {
      url: '/book-appointment/vehicles/vehicle/add/mileage?year=2020&make=Honda&model=Civic&trim=&engine=',
      routes: flowRoutes('book-appointment'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mileage' }), '8000');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle added' })).toBeInTheDocument();
    expect(screen.getByText(/will be saved to your account when you sign up/)).toBeInTheDocument();
    expect(screen.getByText('Booking an appointment time online opens in a later release.')).toBeInTheDocument();
    expect(useAppStore.getState().appointment.vehicleToCreate).toMatchObject({ id: null, mileage: 8000, subModel: null });
  });

  it('sends a step opened without the earlier answers back to the first missing one', async () => {
    fakeApi(LOOKUPS);
    renderWithProviders(null, {
      url: '/service-request/vehicles/vehicle/add/mileage?year=2020&make=Honda',
      routes: flowRoutes('service-request'),
    });
    expect(await screen.findByRole('heading', { name: 'Which Honda model is it?' })).toBeInTheDocument();
    expect(where()).toBe('/service-request/vehicles/vehicle/add/model?year=2020&make=Honda');
  });

  it('decodes a vin query value and jumps to the mileage with the vehicle preselected', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      [`GET ${TURBO}/vehicles/vin/2HGFC2F59LH500000`]: async () => {
        await answered;
        return { body: { vin: '2HGFC2F59LH500000', year: 2020, make: 'Honda', model: 'Civic', subModel: 'LX' } };
      },
    });
    renderWithProviders(null, {
      url: '/service-request/vehicles/vehicle/add?vin=2HGFC2F59LH500000',
      routes: flowRoutes('service-request'),
    });
    expect(await screen.findByText('Looking up VIN 2HGFC2F59LH500000…')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: "What's the mileage?" })).toBeInTheDocument();
    expect(screen.getByText('2020 Honda Civic LX')).toBeInTheDocument();
    expect(screen.getByText('VIN 2HGFC2F59LH500000')).toBeInTheDocument();
  });

  it("shows why a VIN could not be decoded, with a way to choose the vehicle by hand", async () => {
    fakeApi({
      [`GET ${TURBO}/vehicles/vin/1HGCM82633A004353`]: {
        status: 422,
        body: { message: 'This VIN is not valid: please check it for typos.', code: 'validation_failed' },
      },
    });
    renderWithProviders(null, {
      url: '/service-request/vehicles/vehicle/add?vin=1HGCM82633A004353',
      routes: flowRoutes('service-request'),
    });
    expect(await screen.findByText('This VIN is not valid: please check it for typos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the vehicle yourself' })).toHaveAttribute(
      'href',
      '/service-request/vehicles/vehicle/add/make',
    );
  });

  it('redirects the add-mileage step to /service-request/vehicle when arriving from interval-services', async () => {
    fakeApi(LOOKUPS);
    renderWithProviders(null, {
      url: '/book-appointment/vehicles/vehicle/add/mileage?year=2020&make=Honda&model=Civic&trim=EX&engine=&from=interval-services',
      routes: flowRoutes('book-appointment'),
    });
    expect(await screen.findByRole('heading', { name: 'Vehicle step' })).toBeInTheDocument();
  });
});
