import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '~/lib/navigation';
import { makeQueryClient } from '~/lib/query-client';
import { type FakeReply, type FakeRequest, eventStream, fakeApi } from '../../../../test/fake-api';
import { offer, serviceRequest, wireEvent, wireServiceRequest } from '../test-fixtures';
import { type LiveOptions, useLiveServiceRequest } from './use-live-service-request';

const GET = 'GET /api/v3/users/service_requests/sr-1';
const EVENTS = 'GET /api/v3/service_requests/sr-1/events';
const diego = offer({ id: 'of-d', shop: 'Diego Garage', rank: 4, hours: 1, rateCents: 9000, partsCents: 5000, miles: 3, rating: 4, reviews: 5, source: 'shop' });

function renderLive(options?: LiveOptions) {
  const client = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLiveServiceRequest('sr-1', options), { wrapper });
}

const offerIds = (result: { current: ReturnType<typeof useLiveServiceRequest> }) =>
  result.current.request.data?.offers.map((item) => item.id);

/** A stream whose response never comes (a proxy buffering it): only aborting the request ends it, as in a browser. */
const neverOpens = (request: FakeRequest) =>
  new Promise<Response>((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason)));

const streamCalls = (calls: FakeRequest[]) => calls.filter((call) => call.path.endsWith('/events'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The stream's first try answered by `firstTry`, every later one opening: the page polls (every 20 ms, the stream
 * tried again after 200 ms), then turns live. Returns every call made.
 */
async function pollsUntilASecondTryOpens(firstTry: (request: FakeRequest) => FakeReply | Promise<Response>, options?: LiveOptions) {
  let tries = 0;
  const { calls } = fakeApi({
    [GET]: { body: wireServiceRequest(serviceRequest()) },
    [EVENTS]: (request) => {
      tries += 1;
      return tries < 2 ? firstTry(request) : eventStream(request).response;
    },
  });
  const { result } = renderLive({ pollMs: 20, retryDelayMs: () => 200, ...options });

  await waitFor(() => expect(result.current.liveMode).toBe('polling'));
  await waitFor(() => expect(calls.filter((call) => call.path === '/api/v3/users/service_requests/sr-1').length).toBeGreaterThanOrEqual(3));
  await waitFor(() => expect(result.current.liveMode).toBe('live'));
  expect(tries).toBe(2);
  return calls;
}

describe('useLiveServiceRequest', () => {
  it('opens the event stream, catches up once, and merges offers, withdrawals and the status as they arrive', async () => {
    let stream: ReturnType<typeof eventStream> | undefined;
    const { calls } = fakeApi({
      [GET]: { body: wireServiceRequest(serviceRequest()) },
      [EVENTS]: (request) => {
        stream = eventStream(request);
        return stream.response;
      },
    });
    const { result } = renderLive();

    await waitFor(() => expect(result.current.liveMode).toBe('live'));
    expect(calls.find((call) => call.path.endsWith('/events'))?.headers.get('accept')).toBe('text/event-stream');
    // The page's load, then the catch-up once the stream is open.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v3/users/service_requests/sr-1')).toHaveLength(2));

    stream?.send(...wireEvent({ type: 'offer', offer: diego }));
    await waitFor(() => expect(offerIds(result)).toEqual(['of-a', 'of-b', 'of-c', 'of-d']));
    // The same offer again is skipped (docs/product/requests-and-offers.md): of-d stays once.
    stream?.send(...wireEvent({ type: 'offer', offer: diego }));
    stream?.send(...wireEvent({ type: 'offer_withdrawn', offerId: 'of-a' }));
    await waitFor(() => expect(offerIds(result)).toEqual(['of-b', 'of-c', 'of-d']));

    stream?.send(...wireEvent({ type: 'status', status: 'withdrawn' }));
    await waitFor(() => expect(result.current.liveMode).toBe('off'));
    expect(stream?.closed).toBe(true);
  });

  it('re-ranks on each offer event, and reads the request again when an event shows an offer it lacks', async () => {
    let stream: ReturnType<typeof eventStream> | undefined;
    let gets = 0;
    const { calls } = fakeApi({
      [GET]: () => {
        gets += 1;
        // From the third read on, the server shows Diego's offer too.
        const base = serviceRequest();
        return { body: wireServiceRequest(gets >= 3 ? { ...base, offers: [...base.offers, diego] } : base) };
      },
      [EVENTS]: (request) => {
        stream = eventStream(request);
        return stream.response;
      },
    });
    const { result } = renderLive();
    await waitFor(() => expect(result.current.liveMode).toBe('live'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v3/users/service_requests/sr-1')).toHaveLength(2));

    const shown = [
      { offerId: 'of-c', rank: 1, rankReason: 'Lowest price of 2 nearby shops' },
      { offerId: 'of-b', rank: 2, rankReason: 'Nearest shop, 1.1 miles away' },
    ];
    stream?.send(...wireEvent({ type: 'offer_withdrawn', offerId: 'of-a', shown }));
    await waitFor(() => expect(result.current.request.data?.offers.find((o) => o.id === 'of-c')?.rankReason).toBe('Lowest price of 2 nearby shops'));
    expect(calls.filter((call) => call.path === '/api/v3/users/service_requests/sr-1')).toHaveLength(2);

    // An offer shown that the page does not hold: the request is read again.
    stream?.send(...wireEvent({ type: 'offer_withdrawn', offerId: 'of-x', shown: [...shown, { offerId: 'of-d', rank: 3, rankReason: 'Mix' }] }));
    await waitFor(() => expect(offerIds(result)).toContain('of-d'));
    expect(calls.filter((call) => call.path === '/api/v3/users/service_requests/sr-1')).toHaveLength(3);
  });

  it('holds events that arrive during the catch-up and merges them onto its answer', async () => {
    let stream: ReturnType<typeof eventStream> | undefined;
    let gets = 0;
    let answerCatchUp: (() => void) | undefined;
    fakeApi({
      [GET]: async () => {
        gets += 1;
        if (gets === 2) await new Promise<void>((resolve) => (answerCatchUp = resolve));
        return { body: wireServiceRequest(serviceRequest()) };
      },
      [EVENTS]: (request) => {
        stream = eventStream(request);
        return stream.response;
      },
    });
    const { result } = renderLive();
    await waitFor(() => expect(answerCatchUp).toBeDefined());
    stream?.send(...wireEvent({ type: 'offer', offer: diego }));
    answerCatchUp?.();
    await waitFor(() => expect(offerIds(result)).toEqual(['of-a', 'of-b', 'of-c', 'of-d']));
  });

  it('polls the request while the stream cannot open, and turns live once a later try opens it', async () => {
    await pollsUntilASecondTryOpens(() => ({ status: 503, body: { errors: [{ status: '503', title: 'Unavailable' }] } }));
  });

  it('polls, staying on the page, while the server refuses the stream over the user’s cap (429 too_many_streams)', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    try {
      await pollsUntilASecondTryOpens(() => ({
        status: 429,
        body: { errors: [{ status: '429', code: 'too_many_streams', title: 'Too many requests', detail: 'Too many pages with live updates are open for your account: close one to get live updates here.' }] },
      }));
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('gives up on a stream that has not opened within the open timeout: polls, and turns live once a later try opens it', async () => {
    const calls = await pollsUntilASecondTryOpens(neverOpens, { openTimeoutMs: 50 });
    expect(streamCalls(calls)[0]?.signal?.aborted).toBe(true);
  });

  it('keeps a stream that opened within the open timeout: the timeout does not abort it later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stream: ReturnType<typeof eventStream> | undefined;
    const { calls } = fakeApi({
      [GET]: { body: wireServiceRequest(serviceRequest()) },
      [EVENTS]: (request) => {
        stream = eventStream(request);
        return stream.response;
      },
    });
    const { result } = renderLive({ openTimeoutMs: 1_000, retryDelayMs: () => 60_000 });
    await waitFor(() => expect(result.current.liveMode).toBe('live'));

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(result.current.liveMode).toBe('live');
    expect(stream?.closed).toBe(false);
    expect(streamCalls(calls)).toHaveLength(1);
  });

  it('aborts a stream still opening when the page is left, and tries no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({
      [GET]: { body: wireServiceRequest(serviceRequest()) },
      [EVENTS]: neverOpens,
    });
    const { result, unmount } = renderLive({ openTimeoutMs: 1_000, retryDelayMs: () => 1_000 });
    await waitFor(() => expect(streamCalls(calls)).toHaveLength(1));
    expect(result.current.liveMode).toBe('connecting');

    unmount();
    expect(streamCalls(calls)[0]?.signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(streamCalls(calls)).toHaveLength(1);
  });

  it('falls back to polling when an open stream breaks', async () => {
    let stream: ReturnType<typeof eventStream> | undefined;
    fakeApi({
      [GET]: { body: wireServiceRequest(serviceRequest()) },
      [EVENTS]: (request) => {
        stream ??= eventStream(request);
        return stream.response;
      },
    });
    const { result } = renderLive({ retryDelayMs: () => 60_000 });
    await waitFor(() => expect(result.current.liveMode).toBe('live'));
    stream?.fail();
    await waitFor(() => expect(result.current.liveMode).toBe('polling'));
  });

  it('closes the stream when the page is left', async () => {
    let stream: ReturnType<typeof eventStream> | undefined;
    fakeApi({
      [GET]: { body: wireServiceRequest(serviceRequest()) },
      [EVENTS]: (request) => {
        stream = eventStream(request);
        return stream.response;
      },
    });
    const { result, unmount } = renderLive();
    await waitFor(() => expect(result.current.liveMode).toBe('live'));
    unmount();
    expect(stream?.closed).toBe(true);
  });

  it('opens no stream for a request that is no longer open', async () => {
    const { calls } = fakeApi({ [GET]: { body: wireServiceRequest(serviceRequest({ status: 'withdrawn' })) } });
    const { result } = renderLive();
    await waitFor(() => expect(result.current.request.data?.status).toBe('withdrawn'));
    expect(result.current.liveMode).toBe('off');
    expect(calls.some((call) => call.path.endsWith('/events'))).toBe(false);
  });
});
