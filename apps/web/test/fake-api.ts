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
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, path: url.pathname, url, body, headers: new Headers(init.headers) };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: FakeReply = !handler
      ? { status: 404, body: { message: 'Not found' } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
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
