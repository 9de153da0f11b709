import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SlotPicker } from './slot-picker';

afterEach(() => vi.unstubAllGlobals());

const slot = (day: string, time: string, startsAt: string) => ({
  id: `loc-1|${startsAt}|60`,
  type: 'appointment_proposals',
  attributes: {
    starts_at: startsAt,
    ends_at: startsAt,
    day,
    time,
    time_zone: 'America/Chicago',
    time_zone_abbreviation: 'CST',
    label: `${day} ${time} CST`,
  },
});

const page = {
  data: [
    slot('2026-12-03', '09:00', '2026-12-03T15:00:00.000Z'),
    slot('2026-12-03', '09:30', '2026-12-03T15:30:00.000Z'),
    slot('2026-12-03', '10:00', '2026-12-03T16:00:00.000Z'),
    slot('2026-12-04', '09:00', '2026-12-04T15:00:00.000Z'),
    slot('2026-12-04', '09:30', '2026-12-04T15:30:00.000Z'),
  ],
  meta: {
    count: 5,
    time_zone: 'America/Chicago',
    time_zone_abbreviation: 'CST',
    job_minutes: 60,
    from_day: '2026-12-03',
    to_day: '2026-12-09',
    next_day: null,
  },
};

describe('the time picker by keyboard', () => {
  it('makes each day one Tab stop, moved through with the arrow keys, Home and End', async () => {
    fakeApi({ 'GET /api/v3/users/service_requests/sr-1/appointment_proposals/first': { body: page } });
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SlotPicker requestId="sr-1" offerId="of-1" onChoose={onChoose} />);

    const thursday = await screen.findByRole('group', { name: 'Thursday, December 3' });
    expect(screen.getByRole('group', { name: 'Friday, December 4' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: '2026-12-03 09:00 CST' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '2026-12-03 09:30 CST' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '2026-12-03 10:00 CST' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '2026-12-03 09:00 CST' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '2026-12-03 10:00 CST' })).toHaveFocus();

    // The next Tab leaves the day for the next one; Shift+Tab comes back to the time last focused.
    await user.tab();
    expect(screen.getByRole('button', { name: '2026-12-04 09:00 CST' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '2026-12-03 10:00 CST' })).toHaveFocus();
    expect(thursday).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ startsAt: '2026-12-03T16:00:00.000Z' }));
  });
});
