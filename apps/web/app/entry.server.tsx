import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NONCE_HEADER } from './lib/nonce';

export const streamTimeout = 5_000;

const MODULE_PRELOAD = /(<link rel="modulepreload" href="[^"]*")/g;

/**
 * The page's module preloads at low priority (ADR 075), as React preloads its own bootstrap modules: the page paints
 * from its HTML and stylesheet alone, so on a slow connection those go first and the JavaScript (which only makes
 * the painted page interactive) after. React Router's <Scripts> gives its preload links no such attribute, and
 * React hoists them into the head: they are marked here, in the head only (the body is passed through untouched).
 */
function lowPriorityModulePreloads() {
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      // Read byte for byte (latin1): the markup looked for is ASCII, and any other byte goes back out unchanged.
      const text = chunk.toString('latin1');
      const headEnd = text.indexOf('</head>');
      if (headEnd >= 0) inHead = false;
      const head = headEnd >= 0 ? text.slice(0, headEnd) : text;
      callback(null, Buffer.from(head.replace(MODULE_PRELOAD, '$1 fetchpriority="low"') + text.slice(head.length), 'latin1'));
    },
  });
}

/** The server builds each page request's load context with this (plugins/web.ts; ADR 055): the loader-side API. */
export { createLoadContext } from './lib/page-api';

/**
 * Pages are the same for everyone at a URL (the server never knows the user), so every render waits for
 * all content: complete HTML for search engines and for the page cache.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body.pipe(lowPriorityModulePreloads())), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
