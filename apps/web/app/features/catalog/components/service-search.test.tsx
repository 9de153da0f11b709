import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { WIRE_CATALOGUE } from '../test-fixtures';
import { SEARCH_HINT, ServiceSearch } from './service-search';

afterEach(() => vi.unstubAllGlobals());

describe('the service search field', () => {
  it('searches from 2 characters and lists the fuzzy matches', async () => {
    const { calls } = fakeApi({ 'GET /api/v3/services': { body: jsonApiList('services', WIRE_CATALOGUE) } });
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch onPick={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Search services' });
    expect(screen.getByText(SEARCH_HINT)).toBeInTheDocument();

    await user.type(input, 'b');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'rak');
    expect(await screen.findByRole('option', { name: /Brake Pads Replacement/ })).toBeInTheDocument();
    // A combobox (docs/product/keyboard-and-focus.md): expanded, and naming the list its options are in.
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByRole('listbox', { name: 'Matching services' })).toHaveAttribute('id', input.getAttribute('aria-controls'));
    expect(screen.getByRole('option', { name: /Brake Fluid Flush/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Oil Change/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v3/services')).toHaveLength(1);
  });

  it('is keyboard driven: the best match is highlighted, arrows move, Enter picks', async () => {
    fakeApi({ 'GET /api/v3/services': { body: jsonApiList('services', WIRE_CATALOGUE) } });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Search services' });

    await user.type(input, 'brake');
    await screen.findByRole('option', { name: /Brake Fluid Flush/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ categoryName: 'Brakes' });
    // Picking several: the field is emptied for the next search.
    expect(input).toHaveValue('');
  });

  it('says so when nothing matches, and shows a failing catalogue as an error', async () => {
    fakeApi({ 'GET /api/v3/services': { body: jsonApiList('services', WIRE_CATALOGUE) } });
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch onPick={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Search services' }), 'xylophone');
    expect(await screen.findByText(/No service matches “xylophone”/)).toBeInTheDocument();
  });

  it('shows the error text when the catalogue cannot be loaded', async () => {
    fakeApi({
      'GET /api/v3/services': {
        status: 422,
        body: { errors: [{ status: '422', code: 'validation_failed', title: 'Validation failed', detail: 'Catalogue is resting.' }] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch onPick={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Search services' }), 'oil');
    expect(await screen.findByText('Catalogue is resting.')).toBeInTheDocument();
  });
});
