import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { TEST_PARTNER, TEST_SUBSCRIPTION } from '../test-fixtures';
import { RoadsideHelp } from './roadside-help';

const SUBSCRIPTION_ID = '00000000-0000-4000-8000-00000000000a';
const MEMBER = {
  ...TEST_SUBSCRIPTION,
  id: SUBSCRIPTION_ID,
  roadside: { availableFrom: '2026-06-04T00:00:00.000Z', yearStart: '2026-06-01T00:00:00.000Z', yearEnd: '2027-06-01T00:00:00.000Z', eventsUsed: 1, eventsLeft: 2 },
};

beforeEach(() => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: TEST_PARTNER }, 'loaded'));
});
afterEach(() => vi.unstubAllGlobals());

describe('roadside help', () => {
  it('says what it covers, how many events are left and from when', () => {
    fakeApi({});
    renderWithProviders(<RoadsideHelp subscription={MEMBER} vehicles={[]} />);
    expect(within(screen.getByRole('region', { name: 'What roadside help covers' })).getByText('Tow of up to 10 miles')).toBeTruthy();
    expect(screen.getByText(/2 of 3 roadside events left this membership year/)).toBeTruthy();
    expect(screen.getByText(/available from June 4, 2026/)).toBeTruthy();
  });

  it('activates help and shows whom to call', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'POST /api/membership/v1/my-subscriptions/roadside/activate': {
        status: 201,
        body: { id: 'r-1', kind: 'jump_start', createdAt: '2026-11-28T00:00:00.000Z', eventsLeft: 1, message: 'Call Pitstop Member Services at (800) 555-0100.' },
      },
    });
    renderWithProviders(<RoadsideHelp subscription={MEMBER} vehicles={[]} />);
    await user.type(screen.getByRole('textbox', { name: /Where is the car/ }), '600 Congress Ave');
    await user.click(screen.getByRole('button', { name: 'Activate roadside help' }));
    expect((await screen.findByRole('status')).textContent).toContain('Call Pitstop Member Services at (800) 555-0100.');
    expect(calls[0]?.body).toMatchObject({ kind: 'jump_start', location: '600 Congress Ave', subscriptionId: SUBSCRIPTION_ID });
  });

  it('shows the server’s refusal clearly (too early, used up)', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/membership/v1/my-subscriptions/roadside/activate': {
        status: 409,
        body: { code: 'conflict', message: 'You have used your 3 roadside events this membership year. They renew on June 1, 2027.' },
      },
    });
    renderWithProviders(<RoadsideHelp subscription={MEMBER} vehicles={[]} />);
    await user.type(screen.getByRole('textbox', { name: /Where is the car/ }), '600 Congress Ave');
    await user.click(screen.getByRole('button', { name: 'Activate roadside help' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have used your 3 roadside events this membership year.');
  });
});
