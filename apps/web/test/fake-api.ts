import { vi } from 'vitest';

/**
 * A fake server at the HTTP boundary for component tests: `fakeApi({ 'GET /api/v3/services': reply, … })`
 * stubs `fetch`; a handler answers `{status?, body}` or throws. Unknown requests answer 404 (and are recorded),
 * so a test sees every call the component made in `calls`.
 */
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Milliseconds to wait before answering (to see a loading state). */
  delay?: number;
}
/** A handler may also answer a whole `Response` (a stream: see `eventStream`). */
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Response | Promise<FakeReply | Response>);
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | null;
}

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, path: url.pathname, url, body, headers: new Headers(init.headers), signal: init.signal ?? null };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: FakeReply | Response = !handler
      ? { status: 404, body: { message: 'Not found' } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    if (reply instanceof Response) return reply;
    if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    const status = reply.status ?? 200;
    const jsonApi = url.pathname.startsWith('/api/v3') || url.pathname.startsWith('/api/v4');
    return new Response(status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': jsonApi ? 'application/vnd.api+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A JSON:API list document of `type` from camelCase-free wire attributes. */
export const jsonApiList = (type: string, rows: Array<{ id: string } & Record<string, unknown>>) => ({
  data: rows.map(({ id, ...attributes }) => ({ id, type, attributes })),
  meta: { count: rows.length },
});

export const jsonApiResource = (type: string, { id, ...attributes }: { id: string } & Record<string, unknown>) => ({
  data: { id, type, attributes },
});

/**
 * A Server-Sent Events reply the test writes to: `send('offer', {...})` sends one event (data as JSON), `end()`
 * closes it as a server would, `fail()` breaks it. Aborting the request's signal breaks it as a browser does.
 */
export function eventStream(request: FakeRequest) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start: (start) => {
      controller = start;
    },
  });
  const finish = (error?: Error) => {
    if (closed) return;
    closed = true;
    if (error) controller.error(error);
    else controller.close();
  };
  request.signal?.addEventListener('abort', () => finish(new DOMException('The stream was closed.', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => {
      if (!closed) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => finish(),
    fail: () => finish(new TypeError('network error')),
    get closed() {
      return closed;
    },
  };
}
