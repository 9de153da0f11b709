/**
 * Product events (a failed booking is tracked as "Failed Service Booked"). The app has no
 * analytics provider yet: events are kept in memory for the page's life (`trackedEvents`, read by tests) and
 * written to the console in development. A provider plugs in here, and only here.
 */
export interface TrackedEvent {
  event: string;
  props: Record<string, unknown>;
  at: string;
}

export const trackedEvents: TrackedEvent[] = [];

export function track(event: string, props: Record<string, unknown> = {}): void {
  trackedEvents.push({ event, props, at: new Date().toISOString() });
  if (import.meta.env.DEV) {
    // eslint-disable-next-line no-console -- the development stand-in for an analytics provider
    console.info(`[track] ${event}`, props);
  }
}

export const FAILED_SERVICE_BOOKED = 'Failed Service Booked';
