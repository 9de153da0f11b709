import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/index.ts';
import { createUser } from '../../test/factories.ts';
import { seedCatalog } from '../modules/catalog/index.ts';
import { seedDemoMembership } from '../modules/membership/index.ts';
import { ensureWebBuild } from '../../test/web-build.ts';
import { ASSET_NOT_FOUND_TEXT, isStorable, PAGE_CACHE_CONTROL } from './web.ts';

// The server serves a production build of the web app: a test build of its own (apps/web/build-test).
const WEB_BUILD_DIR = await ensureWebBuild();

const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];

describe('pages and the page cache', async () => {
  const { app } = await build({ WEB_BUILD_DIR }, { web: 'production' });

  it('renders / on the server, then answers from the cache with the same page and policy', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(PAGE_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);

    const second = await app.inject({ method: 'GET', url: '/' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // The cached HTML carries its render's nonce, so its policy must name the same one.
    const nonce = nonceOf(second.body);
    expect(nonce).toBeTruthy();
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('gives each render a nonce of its own', async () => {
    const a = await app.inject({ method: 'GET', url: '/?render=a' });
    const b = await app.inject({ method: 'GET', url: '/?render=b' });
    expect(nonceOf(a.body)).not.toBe(nonceOf(b.body));
    expect(a.headers['content-security-policy']).toContain(`'nonce-${nonceOf(a.body)}'`);
  });

  it('renders the not-found page with its 404 status, and never keeps it (one entry per path probed)', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
  });

  it('answers a page with a trailing slash as without one', async () => {
    for (const url of ['/dashboard', '/contact', '/book-appointment/schedule']) {
      const plain = await app.inject({ method: 'GET', url });
      const slashed = await app.inject({ method: 'GET', url: `${url}/` });
      expect(plain.statusCode, url).toBe(200);
      expect(slashed.statusCode, `${url}/`).toBe(200);
      expect(slashed.headers['content-type']).toContain('text/html');
    }
  });

  it('answers a miss under /assets/ with a few bytes of plain text, never a page', async () => {
    for (const url of ['/assets/no-such.js', '/assets/deeper/no-such.css', '/assets/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(ASSET_NOT_FOUND_TEXT);
      expect(response.headers['x-page-cache']).toBeUndefined();
      // Counted against the address's budget like any page request.
      expect(response.headers['x-ratelimit-limit']).toBeDefined();
    }
  });

  it('does not cache a POST, nor answer one from the cache, and logs its refusal rather than printing it', async () => {
    // The home page has no action: React Router answers 405. A console.error would fail this test (test/setup.ts).
    await app.inject({ method: 'GET', url: '/?posted' });
    const form = { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const post = await app.inject({ method: 'POST', url: '/?posted', ...form });
    expect(post.statusCode).toBe(405);
    expect(post.headers['x-page-cache']).toBeUndefined();
    const fresh = await app.inject({ method: 'POST', url: '/?never-got', ...form });
    expect(fresh.headers['x-page-cache']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/?never-got' })).headers['x-page-cache']).toBe('miss');
  });

  it('never stores a HEAD render (it has no body), but answers HEAD from a stored GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/?head' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/?head' });
    expect(get.headers['x-page-cache']).toBe('miss');
    expect(get.body).toContain('</html>');
    const headAgain = await app.inject({ method: 'HEAD', url: '/?head' });
    expect(headAgain.headers['x-page-cache']).toBe('hit');
    expect(headAgain.body).toBe('');
    expect(headAgain.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  });

  it('keys pages by host and URL', async () => {
    await app.inject({ method: 'GET', url: '/?keyed', headers: { host: 'a.example' } });
    const otherHost = await app.inject({ method: 'GET', url: '/?keyed', headers: { host: 'b.example' } });
    expect(otherHost.headers['x-page-cache']).toBe('miss');
    const otherUrl = await app.inject({ method: 'GET', url: '/?keyed=2', headers: { host: 'a.example' } });
    expect(otherUrl.headers['x-page-cache']).toBe('miss');
    const same = await app.inject({ method: 'GET', url: '/?keyed', headers: { host: 'a.example' } });
    expect(same.headers['x-page-cache']).toBe('hit');
  });

  it('sends a cached page compressed once, in the encoding the client prefers', async () => {
    const identity = await app.inject({ method: 'GET', url: '/?zipped' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const gzip = await app.inject({ method: 'GET', url: '/?zipped', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['x-page-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    const br = await app.inject({ method: 'GET', url: '/?zipped', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(identity.body) / 3);
  });

  it('renders a page once for requests that arrive together (no stampede when it expires)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/?together' })),
    );
    expect(responses.map((r) => r.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
  });

  it('answers an unknown API path in its wire format, never with the HTML 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const plain = await app.inject({ method: 'POST', url: '/api/turbo/v1/nothing', payload: {} });
    expect(plain.json()).toEqual({ message: 'No route for POST /api/turbo/v1/nothing.', code: 'not_found' });
  });

  it('leaves /dev/outbox to the web app: the React Router handler renders it, no server route answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
  });

  it('serves hashed assets as immutable', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await app.inject({ method: 'GET', url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  const stylesheetLinks = (html: string) => [...html.matchAll(/<link[^>]*\srel="stylesheet"[^>]*>/g)].map((match) => match[0]);

  it("puts a server-rendered page's stylesheets in its HTML, under its nonce, each link kept but disabled (ADR 075)", async () => {
    for (const url of ['/', '/contact', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      const html = response.body;
      const nonce = nonceOf(html);
      const links = stylesheetLinks(html);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, url).toMatch(/ disabled=""\/>$/);
        const href = /\shref="([^"#]+)#?"/.exec(link)?.[1] ?? '';
        const css = (await app.inject({ method: 'GET', url: href })).body;
        expect(css, href).toContain('{');
        // The same rules, byte for byte, right before the link they replace (so the cascade keeps the links' order).
        expect(html, `${url}: ${href}`).toContain(`<style nonce="${nonce}">${css}</style>${link}`);
      }
      // The page policy lets the inline style elements apply (Mantine's own carry no nonce either).
      expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
    }
  });

  it('keeps the stylesheet links of a page rendered on the client: all of Mantine loads with its layout', async () => {
    const html = (await app.inject({ method: 'GET', url: '/dashboard' })).body;
    const links = stylesheetLinks(html);
    expect(links.some((link) => /mantine-all-[\w-]+\.css/.test(link))).toBe(true);
    for (const link of links) expect(link).not.toContain('disabled');
    expect(html).not.toMatch(/<style nonce=/);
  });

  it("gives every module preload in a page's head a low priority (ADR 075), however React chunked the head", async () => {
    for (const url of ['/', '/dashboard']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
      expect(preloads.length, url).toBeGreaterThan(3);
      for (const preload of preloads) expect(preload, url).toContain('fetchpriority="low"');
    }
  });

  it("holds a server-rendered page's JavaScript until its first paint: preloads in a template, the module script inert (ADR 080)", async () => {
    for (const url of ['/', '/contact', '/no-such-page']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const nonce = nonceOf(html) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));
      const template = /<template id="deferred-modules">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
      // Every preload is inside the template, none outside it.
      expect(preloads.length, url).toBeGreaterThan(3);
      expect(preloads.every((preload) => template.includes(preload)), url).toBe(true);
      expect(head.replace(template, ''), url).not.toContain('rel="modulepreload"');
      // The script that starts them carries the render's nonce and waits for the paint.
      const starter = head.slice(head.indexOf('</template>'));
      expect(starter, url).toMatch(new RegExp(`^</template><script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">\\(function\\(\\)\\{`));
      expect(starter, url).toContain("getEntriesByName('first-contentful-paint')");
      // React Router's module script, whole, under a type no browser runs; no live module script is left.
      const body = html.slice(html.indexOf('</head>'));
      expect(body, url).toMatch(new RegExp(`<script nonce="[^"]+" type="pitstop/deferred-module" async="">[^<]*import\\("/assets/entry\\.client-[\\w-]+\\.js"\\)`));
      expect(html, url).not.toContain('type="module"');
    }
  });

  it("opens every page's body with the theme's CSS variables, rendered once per server (ADR 087)", async () => {
    const bodies: string[] = [];
    for (const url of ['/', '/contact', '/dashboard', '/no-such-page']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html.match(/data-mantine-styles="true"/g), url).toHaveLength(1);
      const opening = /<body>(<style data-mantine-styles="true">[\s\S]*?<\/style>)/.exec(html)?.[1] ?? '';
      expect(opening, url).not.toBe('');
      // The theme's own values: its primary colour, its heading weight, and the resolver's darker dimmed text.
      expect(opening, url).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled)');
      expect(opening, url).toContain('--mantine-heading-font-weight: 800');
      expect(opening, url).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
      bodies.push(opening);
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('leaves the JavaScript of a page rendered on the client to load with it: its content is the JavaScript', async () => {
    const html = (await app.inject({ method: 'GET', url: '/dashboard' })).body;
    expect(html).not.toContain('deferred-modules');
    expect(html).not.toContain('pitstop/deferred-module');
    expect(html).toContain('type="module" async=""');
  });
});

describe('pages that carry their data in the HTML (route loaders calling the API in process, ADR 055)', async () => {
  const { app, database, config } = await build({ WEB_BUILD_DIR }, { web: 'production' });
  await seedCatalog(database.db);
  await seedDemoMembership(database.db, { slug: config.brandSlug, name: config.brandName });

  it("renders the invite page with the inviter's name and the reward", async () => {
    await createUser(app, { firstName: 'Hedwig', promoSlug: 'hedwig-html01', confirmed: true });
    const response = await app.inject({ method: 'GET', url: '/invite/hedwig-html01' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Hedwig invited you to /);
    expect(response.body).toContain('you both get $10.00 in rewards');
  });

  it('renders an unknown invite as before: the browser asks and shows the refusal (no failure in the HTML)', async () => {
    const response = await app.inject({ method: 'GET', url: '/invite/no-such-inviter' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('invited you to');
  });

  it("carries the catalogue the home page's service search looks in", async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Brake Pads Replacement');
    // The catalogue is the same for everyone: the page stays shareable.
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it("renders a white-label program's page with the partner's name, logo and phone and the plan's prices (ADR 060)", async () => {
    const response = await app.inject({ method: 'GET', url: '/plus/northwind/member' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Northwind Plus</);
    expect(response.body).toMatch(/<img[^>]* src="\/partners\/northwind-motor-club.svg"[^>]* alt="Northwind Motor Club"|<img[^>]* alt="Northwind Motor Club"[^>]* src="\/partners\/northwind-motor-club.svg"/);
    expect(response.body).toContain('(512) 555-0142');
    expect(response.body).toContain('$49.99');
    expect(response.body).toContain('$89.99');
    // The frame too, before any script runs (ADR 062): the partner's logo in the header and footer and its
    // copyright notice, never the brand's.
    expect(response.body).toContain('aria-label="Northwind Motor Club home"');
    expect(response.body).not.toContain('aria-label="Pitstop home"');
    expect(response.body).toContain('© 2026 Northwind Motor Club');
    // The same page for every visitor: shareable.
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    // A subpage carries them too.
    const subpage = await app.inject({ method: 'GET', url: '/plus/northwind/member/create-password' });
    expect(subpage.body).toMatch(/<h1[^>]*>Northwind Plus</);
    expect(subpage.body).toContain('(512) 555-0142');
  });

  it('sends an unknown program or plan to / from the server', async () => {
    for (const url of ['/plus/no-such-program/none', '/plus/northwind/no-such-plan/create-password']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });

  it('calls the API as the visitor: their address spends their rate budget', async () => {
    const limited = await build({ WEB_BUILD_DIR, RATE_LIMIT_MAX: '3', PAGE_CACHE_MAX_BYTES: '0' }, { web: 'production' });
    const invite = (remoteAddress: string) => ({ method: 'GET' as const, url: '/api/v3/invites/nobody-here', remoteAddress });
    for (let i = 0; i < 3; i++) await limited.app.inject({ method: 'GET', url: '/invite/nobody-here', remoteAddress: '203.0.113.7' });
    expect((await limited.app.inject(invite('203.0.113.7'))).statusCode).toBe(429);
    expect((await limited.app.inject(invite('203.0.113.8'))).statusCode).toBe(404);
  });

  it('renders a page asked for with a bearer token for that session: never from, nor into, the cache', async () => {
    const member = await createUser(app, { confirmed: true });
    await app.inject({ method: 'GET', url: '/' });
    const response = await app.inject({ method: 'GET', url: '/', headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-page-cache']).toBeUndefined();
  });
});

describe('the page policy with Stripe keys set (Stripe.js, Elements and 3-D Secure may load)', async () => {
  const { app } = await build(
    { WEB_BUILD_DIR, STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp', STRIPE_API_BASE: 'http://127.0.0.1:9' },
    { web: 'production' },
  );

  it("names Stripe's documented origins in the page's header, beside its nonce", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonceOf(page.body)}' https://js.stripe.com https://*.js.stripe.com;`);
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
  });
});

describe('the page policy without Stripe keys', async () => {
  const { app } = await build({ WEB_BUILD_DIR }, { web: 'production' });

  it('names no Stripe origin (the sandbox gateway runs on this server)', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).not.toContain('stripe');
  });
});

describe('page cache bounds', async () => {
  it('forgets a page after its time to live', async () => {
    const { app } = await build({ WEB_BUILD_DIR, PAGE_CACHE_TTL_SECONDS: '1' }, { web: 'production' });
    await app.inject({ method: 'GET', url: '/' });
    expect((await app.inject({ method: 'GET', url: '/' })).headers['x-page-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject({ method: 'GET', url: '/' })).headers['x-page-cache']).toBe('miss');
  });

  it('holds no more bytes than configured: a page too large for it is rendered every time', async () => {
    const { app } = await build({ WEB_BUILD_DIR, PAGE_CACHE_MAX_BYTES: '4096' }, { web: 'production' });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(Buffer.byteLength(page.body)).toBeGreaterThan(4096 / 8);
    expect(page.headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['x-page-cache']).toBe('miss');
  });

  it('is off with PAGE_CACHE_MAX_BYTES=0, while shared caches still get their Cache-Control', async () => {
    const { app } = await build({ WEB_BUILD_DIR, PAGE_CACHE_MAX_BYTES: '0' }, { web: 'production' });
    await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });
});

describe('what the page cache may store', () => {
  const page = (status: number, headers: Record<string, string> = {}) =>
    new Response('<html></html>', { status, headers: { 'cache-control': PAGE_CACHE_CONTROL, ...headers } });

  it('stores shareable pages of a GET, never the not-found page (it would be kept once per unknown path)', () => {
    expect(isStorable('GET', page(200))).toBe(true);
    expect(isStorable('GET', page(404))).toBe(false);
  });

  it('never stores a page that sets a cookie', () => {
    expect(isStorable('GET', page(200, { 'set-cookie': 'refresh=x; HttpOnly' }))).toBe(false);
  });

  it('never stores other methods, errors, redirects or private pages', () => {
    expect(isStorable('HEAD', page(200))).toBe(false);
    expect(isStorable('POST', page(200))).toBe(false);
    expect(isStorable('GET', page(500))).toBe(false);
    expect(isStorable('GET', page(302))).toBe(false);
    expect(isStorable('GET', page(200, { 'cache-control': 'private, no-store' }))).toBe(false);
  });

  it('never stores a page that varies by a request header (the key is host and URL only)', () => {
    expect(isStorable('GET', page(200, { vary: 'Accept-Encoding' }))).toBe(true);
    expect(isStorable('GET', page(200, { vary: 'Accept-Encoding, Cookie' }))).toBe(false);
  });
});

describe('a person over the rate limit (ADR 024)', async () => {
  const { app } = await build({ WEB_BUILD_DIR, RATE_LIMIT_MAX: '4' }, { web: 'production' });
  const html = (response: { headers: Record<string, unknown> }) => String(response.headers['content-type']);

  it('still gets pages, the route manifest and assets once the API budget is spent', async () => {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/v3/users/profile' });
    expect((await app.inject({ method: 'GET', url: '/api/v3/users/profile' })).statusCode).toBe(429);

    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(html(dashboard)).toContain('text/html');
    const manifest = await app.inject({ method: 'GET', url: `/__manifest?paths=${encodeURIComponent('/429')}&version=x` });
    expect(manifest.statusCode).not.toBe(429);
    const asset = /\/assets\/[^"]+\.js/.exec(dashboard.body)?.[0];
    for (let i = 0; i < 6; i++) expect((await app.inject({ method: 'GET', url: asset! })).statusCode).toBe(200);
  });

  it('sees the rendered rate-limit page, not JSON, once the page budget is spent too', async () => {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/?spend' });
    for (const url of ['/dashboard', '/429']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(429);
      expect(html(response), url).toContain('text/html');
      expect(response.body).toContain('Too many requests');
      expect(response.body).toContain('Please wait a minute');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Plain HTML: hydrating it would ask for what the limit refuses (the manifest, /config.json).
      expect(response.body).not.toContain('<script');
      expect(response.body).toContain('href="/"');
    }
    // A miss under /assets/ is inside the limit.
    expect((await app.inject({ method: 'GET', url: '/assets/no-such.js' })).statusCode).toBe(429);
  });
});
