import { existsSync, readFileSync } from 'node:fs';
import { PassThrough, Transform } from 'node:stream';
import { MantineProvider } from '@mantine/core';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NONCE_HEADER } from './lib/nonce';
import { cssVariablesResolver, theme } from './lib/theme';

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
/** A built client: in development Vite's own scripts run the page, and nothing is deferred. */
const built = existsSync(clientDir);

/**
 * The theme's CSS variables, as MantineProvider renders them (its `<style data-mantine-styles>`), rendered once per
 * server rather than on every page (ADR 087): the same theme and resolver as root.tsx, whose provider renders none
 * (`withCssVariables={false}`). Each document gets them where the provider put them, first in the body, after every
 * stylesheet of the head, as the later stylesheets a page adds to its head come before them too.
 */
const THEME_VARIABLES = Buffer.from(
  renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withGlobalClasses={false}>
      {null}
    </MantineProvider>,
  ),
  // As the rewrite reads the document: its UTF-8 bytes, one character each (latin1).
).toString('latin1');
const BODY_START = '<body';

const MODULE_PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
/** React Router's <Scripts> starts the page's JavaScript with one inline module script in the body. */
const PAGE_MODULE_SCRIPT = ' type="module" async="">';
const DEFERRED_MODULE_SCRIPT = ' type="pitstop/deferred-module" async="">';

/**
 * Runs in the head of a server-rendered page (ADR 080): once the page has painted its first content (the paint
 * timing entry, delivered after the frame is on screen) and its HTML is parsed, it moves the module preloads out of
 * their inert template into the head and replaces the deferred module script with a live one carrying its nonce, in
 * its place, as React expects it when it hydrates. A page that cannot report its paint (a hidden tab, a browser
 * without paint timing) starts at once; one that reports none within 3 s starts then.
 */
const START_AFTER_FIRST_PAINT = `(function(){var painted=false,started=false;function start(){if(started||!painted||document.readyState==='loading')return;started=true;var t=document.getElementById('deferred-modules');if(t){document.head.appendChild(t.content);t.remove();}var s=document.querySelector('script[type="pitstop/deferred-module"]');if(s){var m=document.createElement('script');m.type='module';m.async=true;m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m);}}function paint(){painted=true;start();}document.addEventListener('DOMContentLoaded',start);var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){paint();}else{new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)paint();}).observe({type:'paint',buffered:true});setTimeout(paint,3000);}})();`;

/**
 * A server-rendered page's head with its JavaScript held until the first paint (ADR 080): the module preloads go into
 * an inert `<template>` (a template's content is not fetched), and the script that starts them at the end of the head.
 */
function deferModules(head: string, nonce: string | undefined): string {
  const preloads = head.match(MODULE_PRELOAD_LINK) ?? [];
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    head.replace(MODULE_PRELOAD_LINK, '') +
    `<template id="deferred-modules">${preloads.join('')}</template><script${nonceAttribute}>${START_AFTER_FIRST_PAINT}</script>`
  );
}
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
 * A server-rendered page's stylesheets go inline (`serverRendered`), and its JavaScript waits for its first paint
 * (ADR 080): the head's preloads are held in a template, and the body's one module script, found across chunks, is
 * given a type no browser runs until the head's script swaps it. The theme's CSS variables open the body
 * (THEME_VARIABLES). The rest of the body is passed through untouched.
 */
function rewriteDocument(serverRendered: boolean, nonce: string | undefined) {
  const defer = serverRendered && built;
  let head: string | undefined = '';
  /** The body's end not yet sent while the module script is still to be found (a tag may straddle two chunks). */
  let tail: string | undefined = defer ? '' : undefined;
  // The preloads are moved before the stylesheets are inlined: the regular expressions then read the head's few
  // kilobytes of tags, not the tens of kilobytes of rules (the same markup either way).
  const rewriteHead = (text: string) => {
    const preloads = text.replace(MODULE_PRELOAD, '$1 fetchpriority="low"');
    const deferred = defer ? deferModules(preloads, nonce) : preloads;
    return serverRendered ? inlineStylesheets(deferred) : deferred;
  };
  /** The body so far with the module script's type changed once found; what may still hold its start is kept. */
  const rewriteBody = (text: string): string => {
    if (tail === undefined) return text;
    const body = tail + text;
    const at = body.indexOf(PAGE_MODULE_SCRIPT);
    if (at >= 0) {
      tail = undefined;
      return body.slice(0, at) + DEFERRED_MODULE_SCRIPT + body.slice(at + PAGE_MODULE_SCRIPT.length);
    }
    const keep = Math.min(body.length, PAGE_MODULE_SCRIPT.length - 1);
    tail = body.slice(body.length - keep);
    return body.slice(0, body.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Read byte for byte (latin1): the markup looked for is ASCII, and any other byte goes back out unchanged.
      const text = chunk.toString('latin1');
      if (head === undefined) return callback(null, Buffer.from(rewriteBody(text), 'latin1'));
      head += text;
      // The head and the body's opening tag, whole (React writes in chunks of 2 KB).
      const headEnd = head.indexOf('</head>');
      const bodyStart = headEnd < 0 ? -1 : head.indexOf(BODY_START, headEnd);
      const bodyTagEnd = bodyStart < 0 ? -1 : head.indexOf('>', bodyStart) + 1;
      if (bodyTagEnd <= 0) return callback();
      const whole = head;
      head = undefined;
      const start = rewriteHead(whole.slice(0, headEnd)) + whole.slice(headEnd, bodyTagEnd) + THEME_VARIABLES;
      callback(null, Buffer.from(start + rewriteBody(whole.slice(bodyTagEnd)), 'latin1'));
    },
    flush(callback) {
      const rest = (head ?? '') + (tail ?? '');
      callback(null, rest ? Buffer.from(rest, 'latin1') : null);
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
  const serverRendered = !routerContext.staticHandlerContext.matches.some((match) => match.route.id === CLIENT_RENDERED_LAYOUT);
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
          resolve(new Response(createReadableStreamFromReadable(body.pipe(rewriteDocument(serverRendered, nonce))), { headers: responseHeaders, status }));
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
