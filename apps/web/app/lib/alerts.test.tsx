import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsList } from '~/components/layout/alerts-list';
import { renderWithProviders } from '../../test/render-with-providers';
import { pushAlert, useAlerts } from './alerts';

beforeAll(async () => {
  // The alert stack's code loads with the first alert: load it once (real timers), so that the tests below
  // measure the dismissal alone.
  renderWithProviders(<AlertsList />);
  act(() => {
    pushAlert({ type: 'info', message: 'warm-up' });
  });
  await screen.findByRole('alert');
  act(() => useAlerts.getState().clearAlerts());
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
  useAlerts.getState().clearAlerts();
});
afterEach(() => {
  act(() => useAlerts.getState().clearAlerts());
  vi.useRealTimers();
});

function renderAlerts() {
  renderWithProviders(<AlertsList />);
}

describe('alerts', () => {
  it('a timed alert is shown, then gone after 5000 ms', () => {
    renderAlerts();
    act(() => {
      pushAlert({ type: 'info', message: 'Saved nothing yet.', timedDismiss: true });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Saved nothing yet.');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismissCountdown sets another delay', () => {
    renderAlerts();
    act(() => {
      pushAlert({ type: 'success', message: 'Done.', timedDismiss: true, dismissCountdown: 1000 });
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an alert without timedDismiss stays until closed', () => {
    renderAlerts();
    act(() => {
      pushAlert({ type: 'danger', message: 'Hmm, something went wrong. Sorry about that.' });
    });
    const alert = screen.getByRole('alert');
    act(() => vi.advanceTimersByTime(60_000));
    expect(alert).toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the same message is shown once; pushing it again restarts its countdown', () => {
    renderAlerts();
    act(() => {
      pushAlert({ type: 'info', message: 'Once.', timedDismiss: true });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      pushAlert({ type: 'info', message: 'Once.', timedDismiss: true });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('each alert has its colour by type', () => {
    renderAlerts();
    act(() => {
      pushAlert({ type: 'warning', message: 'Careful.' });
      pushAlert({ type: 'success', message: 'Great.' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.getAttribute('data-alert-type'))).toEqual(['warning', 'success']);
  });
});
