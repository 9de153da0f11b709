import { readFileSync } from 'node:fs';
import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NONCE_HEADER } from './lib/nonce';

export const streamTimeout = 5_000;

const MODULE_PRELOAD = /(<link rel="modulepreload" href="[^"]*")/g;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_STYLESHEET = /\shref="(\/assets\/[\w.-]+\.css)#?"/;
const NONCE = /\snonce="([^"]*)"/;
/** A stylesheet that names another file (an import, a relative url()) would resolve it against the page once inlined. */
const REFERS_TO_FILES = /@import|url\(\s*(?!["']?data:)/i;

/** Pages rendered on the client load all of Mantine's styles with their layout (ADR 075): they keep their links. */
const CLIENT_RENDERED_LAYOUT = 'query-layout';

/** The built client's files (the server build sits beside them); absent in development, where Vite serves styles. */
const clientDir = new URL('../client/', import.meta.url);
const stylesheets = new Map<string, string | null>();

/** A built stylesheet's text, byte for byte (latin1), read once; null when there is none to inline. */
function stylesheetText(href: string): string | null {
  let text = stylesheets.get(href);
  if (text === undefined) {
    try {
      text = readFileSync(new URL(`.${href}`, clientDir)).toString('latin1');
    } catch {
      text = null;
    }
    if (text !== null && (REFERS_TO_FILES.test(text) || /<\/style/i.test(text))) text = null;
    stylesheets.set(href, text);
  }
  return text;
}

/**
 * A server-rendered page's stylesheets in its HTML (ADR 075): each built stylesheet link becomes a `<style>` with the
 * same rules, carrying the link's nonce, followed by the link itself, `disabled`. React hydrates the head's links by
 * their rel and href, so the link stays in the markup; a disabled stylesheet is neither fetched nor applied, and the
 * page paints from its HTML alone. The order of the rules is the links' order.
 */
function inlineStylesheets(head: string): string {
  return head.replace(STYLESHEET_LINK, (link) => {
    const href = BUILT_STYLESHEET.exec(link)?.[1];
    const text = href ? stylesheetText(href) : null;
    if (text === null) return link;
    const nonce = NONCE.exec(link)?.[1];
    return `<style${nonce === undefined ? '' : ` nonce="${nonce}"`}>${text}</style>${link.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
}

/**
 * The head, rewritten once whole (React writes it in chunks, a tag may straddle two): the page's module preloads at
 * low priority (ADR 075), as React preloads its own bootstrap modules: the page paints from its HTML and styles
 * alone, so on a slow connection those go first and the JavaScript (which only makes the painted page interactive)
 * after. React Router's <Scripts> gives its preload links no such attribute, and React hoists them into the head.
 * A server-rendered page's stylesheets go inline (`inlineStyles`). The body is passed through untouched.
 */
function rewriteHead(inlineStyles: boolean) {
  let head: string | undefined = '';
  const rewrite = (text: string) => {
    const preloads = text.replace(MODULE_PRELOAD, '$1 fetchpriority="low"');
    return inlineStyles ? inlineStylesheets(preloads) : preloads;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      // Read byte for byte (latin1): the markup looked for is ASCII, and any other byte goes back out unchanged.
      head += chunk.toString('latin1');
      const headEnd = head.indexOf('</head>');
      if (headEnd < 0) return callback();
      const text = head;
      head = undefined;
      callback(null, Buffer.from(rewrite(text.slice(0, headEnd)) + text.slice(headEnd), 'latin1'));
    },
    flush(callback) {
      callback(null, head ? Buffer.from(head, 'latin1') : null);
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
  const inlineStyles = !routerContext.staticHandlerContext.matches.some((match) => match.route.id === CLIENT_RENDERED_LAYOUT);
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
          resolve(new Response(createReadableStreamFromReadable(body.pipe(rewriteHead(inlineStyles))), { headers: responseHeaders, status }));
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
