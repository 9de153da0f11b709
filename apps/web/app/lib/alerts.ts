import { ALERT_DISMISS_MS } from '@pitstop/contracts/constants';
import { create } from 'zustand';

/**
 * Alerts shown at the top of the page: message,
 * type, timedDismiss, dismissCountdown. An alert with `timedDismiss` goes away after `dismissCountdown`
 * milliseconds (5000 by default); any alert can be closed by the user. Alerts are not persisted.
 */
export type AlertType = 'success' | 'info' | 'warning' | 'danger';

export interface AlertInput {
  message: string;
  type: AlertType;
  /** Dismiss automatically after `dismissCountdown` ms. */
  timedDismiss?: boolean;
  /** Milliseconds before a timed alert is dismissed. @default ALERT_DISMISS_MS (5000) */
  dismissCountdown?: number;
}

export interface AppAlert extends AlertInput {
  id: string;
}

interface AlertsState {
  alerts: AppAlert[];
  /**
   * Shows an alert and returns its id. The same message of the same type is shown once: pushing it again
   * restarts its countdown instead of stacking a copy.
   */
  pushAlert: (alert: AlertInput) => string;
  dismissAlert: (id: string) => void;
  clearAlerts: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useAlerts = create<AlertsState>()((set, get) => {
  const schedule = (alert: AppAlert) => {
    stopTimer(alert.id);
    if (!alert.timedDismiss) return;
    timers.set(
      alert.id,
      setTimeout(() => get().dismissAlert(alert.id), alert.dismissCountdown ?? ALERT_DISMISS_MS),
    );
  };

  return {
    alerts: [],
    pushAlert: (input) => {
      const same = get().alerts.find((a) => a.message === input.message && a.type === input.type);
      if (same) {
        const updated: AppAlert = { ...same, ...input };
        set({ alerts: get().alerts.map((a) => (a.id === same.id ? updated : a)) });
        schedule(updated);
        return same.id;
      }
      nextId += 1;
      const alert: AppAlert = { ...input, id: `alert-${nextId}` };
      set({ alerts: [...get().alerts, alert] });
      schedule(alert);
      return alert.id;
    },
    dismissAlert: (id) => {
      stopTimer(id);
      set({ alerts: get().alerts.filter((a) => a.id !== id) });
    },
    clearAlerts: () => {
      for (const id of timers.keys()) stopTimer(id);
      set({ alerts: [] });
    },
  };
});

/** Shows an alert from anywhere (outside React too). */
export const pushAlert = (alert: AlertInput) => useAlerts.getState().pushAlert(alert);
