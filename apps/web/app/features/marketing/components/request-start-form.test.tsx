import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '~/lib/alerts';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { REQUESTS_NOT_OPEN_TEXT } from '../common-services';
import { RequestStartForm } from './request-start-form';

afterEach(() => act(() => useAlerts.getState().clearAlerts()));

describe('the request start form', () => {
  it("shows 'Zipcode cannot be blank' (and asks for a service) on an empty submit", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RequestStartForm />);

    await user.click(screen.getByRole('button', { name: 'Compare offers' }));

    expect(await screen.findByText('Zipcode cannot be blank')).toBeInTheDocument();
    expect(screen.getByText('Choose a service.')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(useAlerts.getState().alerts).toEqual([]);
  });

  it('says honestly that nothing was saved on a valid submit, and keeps the input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RequestStartForm />);

    await user.selectOptions(screen.getByLabelText('Service'), 'Oil change');
    await user.type(screen.getByLabelText('ZIP code'), '94103');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));

    await vi.waitFor(() =>
      expect(useAlerts.getState().alerts).toEqual([
        expect.objectContaining({ type: 'info', message: REQUESTS_NOT_OPEN_TEXT, timedDismiss: true }),
      ]),
    );
    expect(screen.queryByText('Zipcode cannot be blank')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94103');
    expect(screen.getByLabelText('Service')).toHaveValue('Oil change');
  });
});
