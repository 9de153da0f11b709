import type { ServiceRequestEvent } from '@pitstop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ServiceRequestView, getServiceRequest, serviceRequestKey, useServiceRequest } from '../api/get-service-request';
import { streamServiceRequestEvents } from '../api/stream-service-request-events';
import { applyServiceRequestEvent, unknownShownOffers } from '../offer-merge';

/**
 * How the page is kept current: `live` (the event stream is open), `connecting`, `polling` (the stream broke
 * or could not open: the request is fetched every `pollMs` while the stream is tried again later), `off` (the
 * request is no longer open: nothing more will arrive).
 */
export type LiveMode = 'connecting' | 'live' | 'polling' | 'off';

export interface LiveOptions {
  /** @default 15 000 ms */
  pollMs?: number;
  /** Wait before trying the stream again after its n-th failure in a row (1-based). @default 15 s, 30 s, then 60 s */
  retryDelayMs?: (failures: number) => number;
  /**
   * How long a try may wait for the stream to open (its response headers) before it counts as one that could
   * not open: a proxy that buffers the stream would otherwise hold the page at `connecting`. @default 10 000 ms
   */
  openTimeoutMs?: number;
  /** Whether to keep the request live at all (a page that only reads it once passes false). @default true */
  stream?: boolean;
}

const defaultRetryDelay = (failures: number) => Math.min(60_000, 15_000 * 2 ** (failures - 1));

/**
 * One service request kept live while the page is open and the request is open (docs/product/requests-and-offers.md): its event
 * stream merges new, changed and withdrawn offers and status changes into the cached request
 * (`applyServiceRequestEvent`). Each time the stream opens, the request is fetched once to catch up on what
 * happened while it was closed; events arriving meanwhile are held and merged onto that answer (docs/product/requests-and-offers.md;
 * merge skips what the answer already has); each offer event also re-ranks the offers shown (`shown`), and one
 * naming an offer the page lacks has the request read again. When the stream breaks or cannot open — or has not opened within
 * `openTimeoutMs`, when that try is aborted — the request is polled instead and the stream tried again later.
 * Leaving the page closes the stream and stops every timer.
 */
export function useLiveServiceRequest(
  id: string,
  { pollMs = 15_000, retryDelayMs = defaultRetryDelay, openTimeoutMs = 10_000, stream = true }: LiveOptions = {},
) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Exclude<LiveMode, 'off'>>('connecting');
  // While polling, the stream is tried again in the background; the mode turns live once it opens.
  const request = useServiceRequest(id, { refetchInterval: mode === 'polling' ? pollMs : false });
  const open = stream && request.data?.status === 'open';

  useEffect(() => {
    if (!open) return;
    const key = serviceRequestKey(id);
    // Each try has its own controller, so that a try which timed out can be aborted without ending the effect.
    let attempt: AbortController | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const apply = (events: readonly ServiceRequestEvent[], base?: ServiceRequestView) => {
      const next = queryClient.setQueryData<ServiceRequestView>(key, (current) => {
        const start = base ?? current;
        return start && events.reduce(applyServiceRequestEvent, start);
      });
      // An offer shown again that the page no longer holds (an instant estimate after its shop's bid left): read it.
      const last = events.at(-1);
      if (next && last && unknownShownOffers(next, last).length > 0) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    };

    const connect = async () => {
      const controller = new AbortController();
      attempt = controller;
      openTimer = setTimeout(() => controller.abort(), openTimeoutMs);
      // Events that arrive while the catch-up fetch runs wait for its answer; null once it has landed.
      let held: ServiceRequestEvent[] | null = [];
      const land = (fresh?: ServiceRequestView) => {
        const events = held ?? [];
        held = null;
        if (!controller.signal.aborted) apply(events, fresh);
      };
      try {
        await streamServiceRequestEvents(id, {
          signal: controller.signal,
          onOpen: () => {
            clearTimeout(openTimer);
            failures = 0;
            setMode('live');
            getServiceRequest(id, controller.signal).then(land, () => land());
          },
          onEvent: (event) => {
            if (held) held.push(event);
            else apply([event]);
          },
        });
      } catch {
        // Broken, refused or timed out: polled below, like a stream the server ended.
      }
      clearTimeout(openTimer);
      if (stopped) return;
      failures += 1;
      setMode('polling');
      retry = setTimeout(() => void connect(), retryDelayMs(failures));
    };
    void connect();
    return () => {
      stopped = true;
      attempt?.abort();
      clearTimeout(openTimer);
      clearTimeout(retry);
    };
  }, [id, open, queryClient, retryDelayMs, openTimeoutMs]);

  const liveMode: LiveMode = open ? mode : 'off';
  return { request, liveMode };
}
