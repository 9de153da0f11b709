import type { Offer, ServiceRequestEvent, ServiceRequestStatus, ShownOffer } from '@pitstop/contracts';
import { toCamelKeys } from '@pitstop/contracts/common/case';
import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { type EventSourceMessage, createParser } from 'eventsource-parser';
import { api } from '~/lib/api-client';

/**
 * The event of one Server-Sent Events message of GET /v3/service_requests/{id}/events, or null for one this
 * page does not know (a later server's) or cannot read. The message's `event` is the type; its `data` is the
 * whole event as JSON in the main API's snake_case (`{"type":"offer","offer":{…}}`).
 */
export function parseServiceRequestEvent({ event, data }: EventSourceMessage): ServiceRequestEvent | null {
  let body: { offer?: Partial<Offer> | null; offerId?: unknown; status?: unknown; shown?: unknown };
  try {
    body = toCamelKeys(JSON.parse(data)) ?? {};
  } catch {
    return null;
  }
  // Where every shown offer now stands; an event without a readable list merges as an older server's did.
  const shown = Array.isArray(body.shown) && body.shown.every(isShownOffer) ? { shown: body.shown } : {};
  if (event === 'offer' && typeof body.offer?.id === 'string') return { type: 'offer', offer: body.offer as Offer, ...shown };
  if (event === 'offer_withdrawn' && typeof body.offerId === 'string') return { type: 'offer_withdrawn', offerId: body.offerId, ...shown };
  if (event === 'status' && typeof body.status === 'string') return { type: 'status', status: body.status as ServiceRequestStatus };
  return null;
}

const isShownOffer = (value: unknown): value is ShownOffer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShownOffer).offerId === 'string' &&
  typeof (value as ShownOffer).rank === 'number' &&
  typeof (value as ShownOffer).rankReason === 'string';

export interface EventStreamHandlers {
  signal: AbortSignal;
  /** The stream is open: what happens from here on arrives as events. */
  onOpen: () => void;
  onEvent: (event: ServiceRequestEvent) => void;
}

/**
 * Reads the request's event stream until the server ends it (resolves) or it breaks (rejects); aborting the
 * signal closes it. It goes through the app's API client, which sends the bearer token and renews it on a
 * 401 — the reason this is not the browser's EventSource, which cannot send an Authorization header.
 */
export async function streamServiceRequestEvents(id: string, { signal, onOpen, onEvent }: EventStreamHandlers): Promise<void> {
  const body = await api.open(serviceRequestsEndpoints.streamServiceRequestEvents, { params: { id }, signal });
  onOpen();
  const parser = createParser({
    onEvent: (message) => {
      const event = parseServiceRequestEvent(message);
      if (event) onEvent(event);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
