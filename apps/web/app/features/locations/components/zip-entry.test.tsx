import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ZipEntry } from './zip-entry';

afterEach(() => vi.unstubAllGlobals());

const market = (zipcode: string, inMarket: boolean, nearby: Array<[string, string]> = []) => ({
  in_market: inMarket,
  zipcode,
  city: 'Somewhere',
  state: 'TX',
  county: 'County',
  metroId: inMarket ? 'metro-1' : null,
  nearby: nearby.map(([zip, city], index) => ({ zipcode: zip, city, state: 'TX', distanceMiles: 10 + index })),
});

const SEVEN_NEARBY: Array<[string, string]> = [
  ['78680', 'Round Rock'],
  ['78673', 'Walburg'],
  ['76527', 'Florence'],
  ['78674', 'Weir'],
  ['76578', 'Thrall'],
  ['76530', 'Granger'],
  ['76501', 'Temple'],
];

describe('the zip entry', () => {
  it("accepts digits only, at most 5, and says 'Zipcode cannot be blank' without asking the server", async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={() => {}} />);
    const zip = screen.getByLabelText('ZIP code');

    await user.type(zip, '7a8-70199');
    expect(zip).toHaveValue('78701');
    await user.clear(zip);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Zipcode cannot be blank')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('continues with an in-market zip', async () => {
    const { calls } = fakeApi({ 'GET /api/turbo/v1/zipcode/target_market': { body: market('78701', true) } });
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={onContinue} />);

    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('78701'));
    expect(calls[0]?.url.searchParams.get('zipcode')).toBe('78701');
    expect(screen.queryByText('Bummer')).not.toBeInTheDocument();
  });

  it('clears an out-of-market zip and opens Bummer with at most 6 nearby zips; a nearby zip continues', async () => {
    fakeApi({ 'GET /api/turbo/v1/zipcode/target_market': { body: market('76701', false, SEVEN_NEARBY) } });
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={onContinue} />);

    await user.type(screen.getByLabelText('ZIP code'), '76701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bummer' });
    expect(dialog).toHaveTextContent("Pitstop isn't available in your location yet.");
    expect(screen.getByLabelText('ZIP code')).toHaveValue('');
    const nearby = screen.getAllByRole('button', { name: /^\d{5} · / });
    expect(nearby.map((b) => b.textContent)).toEqual(SEVEN_NEARBY.slice(0, 6).map(([zip, city]) => `${zip} · ${city}, TX`));
    expect(onContinue).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '78673 · Walburg, TX' }));
    expect(onContinue).toHaveBeenCalledWith('78673');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to Continue when Bummer is closed', async () => {
    fakeApi({ 'GET /api/turbo/v1/zipcode/target_market': { body: market('76701', false, SEVEN_NEARBY) } });
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={() => {}} />);
    await user.type(screen.getByLabelText('ZIP code'), '76701{Enter}');
    await screen.findByRole('dialog', { name: 'Bummer' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it("shows the server's message for a zip it does not know, and a loading state while checking", async () => {
    // The answer waits until the test has seen the loading state.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'GET /api/turbo/v1/zipcode/target_market': async () => {
        await answered;
        return { status: 404, body: { message: 'We could not find that zipcode.', code: 'not_found' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={() => {}} />);
    await user.type(screen.getByLabelText('ZIP code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-loading', 'true'));
    answer();
    expect(await screen.findByText('We could not find that zipcode.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('data-loading');
  });

  it('checks once while it is checking: a second submit does nothing', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = fakeApi({
      'GET /api/turbo/v1/zipcode/target_market': async () => {
        await answered;
        return { body: market('78701', true) };
      },
    });
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={onContinue} />);
    await user.type(screen.getByLabelText('ZIP code'), '78701{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(screen.getByLabelText('ZIP code'), '{Enter}');
    answer();

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('78701'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('does not check the zip when the form above it is not ready', async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ZipEntry onContinue={() => {}} beforeCheck={() => false} initialZip="78701" />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls).toEqual([]);
  });
});
