import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';

/** A public page's initial JS: entry.client plus every module it preloads, gzipped. */
const BUDGET_BYTES = 150_000;
/** The offers page's route chunk. */
const OFFERS_ROUTE_BUDGET_BYTES = 60_000;
/** The booking's confirm page route chunk (the card selector, rewards, address, hold). */
const CONFIRM_ROUTE_BUDGET_BYTES = 60_000;

const gzippedSize = async (request: APIRequestContext, file: string) =>
  gzipSync(await (await request.get(file, { headers: { 'accept-encoding': 'identity' } })).body(), { level: 9 }).length;

async function sum(request: APIRequestContext, files: readonly string[]) {
  let total = 0;
  for (const file of files) total += await gzippedSize(request, file);
  return total;
}

/** The initial JS of a page: entry.client plus every module its HTML preloads, gzipped. */
async function initialJs(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((m) => m[1] as string);
  const entry = html.match(/import\("([^"]+entry\.client[^"]+\.js)"\)/)?.[1];
  expect(entry, 'the entry script').toBeTruthy();
  const files = [...new Set([entry as string, ...preloads])];
  return { bytes: await sum(request, files), files: files.length };
}

/**
 * Every public page a search brings people to keeps within the budget (issue 28 §3): the landing page, every kind of
 * page of each family of search-engine pages (each kind its own route and code: the index, a state or make, a city,
 * model or year, a job), every kind of information page (docs/product/public-pages.md), each brand page (one route:
 * the plus pages with their data), the public reviews and the shops' application form (its code loaded after the
 * page's, ADR 074).
 */
const PUBLIC_PAGES = [
  '/',
  // Auto repair by place (ADR 071): the index and a state carry the zip search, a city the request box.
  '/auto-repair',
  '/auto-repair/tx',
  '/auto-repair/tx/austin',
  // Maintenance schedules (ADR 072): the makes, a model's years, a model year's schedule (table, services, FAQ).
  '/maintenance',
  '/maintenance/honda-civic',
  '/maintenance/honda-civic/2015',
  // Repair costs (ADR 073): the index, a make, a model's jobs, a job's price page (tables, FAQ).
  '/repair-cost',
  '/repair-cost/honda',
  '/repair-cost/honda/civic',
  '/repair-cost/honda/civic/brake-pads-replacement',
  '/contact',
  '/tos',
  '/copyright',
  '/privacy-policy',
  '/peace-of-mind',
  '/trust-and-saftey',
  '/automotive-service-professionals',
  '/automotive-service-professionals/apply',
  '/asp-faq',
  '/pitstop-faq',
  '/pitstop-plus-faq',
  '/pitstopplus',
  '/partner-with-pitstop',
  // The same JavaScript as /reviews; another URL, so the page cache's minute-long copy of /reviews is not this
  // test's render (the reviews spec reads /reviews right after writing one).
  '/reviews?page=2',
];

for (const path of PUBLIC_PAGES) {
  test(`the initial JS of ${path} stays within 150 KB gzipped`, async ({ request }) => {
    const { bytes, files } = await initialJs(request, path);
    test.info().annotations.push({ type: `initial JS of ${path}`, description: `${bytes} bytes gzipped in ${files} files` });
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/**
 * The route chunk of /service-request/{id}/offer, read from React Router's manifest as the server serves it: the
 * route module and the chunks no other route loads (code split out of it, shared only with its own book page).
 * What it shares with other pages (Mantine's inputs, zod, the API client) is reported beside it.
 */
test('the offers page route chunk stays within 60 KB gzipped', async ({ request }) => {
  const html = await (await request.get('/service-request/budget/offer')).text();
  const manifestUrl = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(manifestUrl, 'the route manifest').toBeTruthy();
  const manifestText = await (await request.get(manifestUrl as string)).text();
  const manifest = JSON.parse(manifestText.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
    entry: ManifestRoute;
    routes: Record<string, ManifestRoute>;
  };
  const own = new Set(['offer-selection', 'schedule']);
  const route = manifest.routes['offer-selection'] as ManifestRoute;
  const elsewhere = new Set(
    [manifest.entry, ...Object.entries(manifest.routes).filter(([id]) => !own.has(id)).map(([, other]) => other)].flatMap((other) => [
      other.module,
      ...(other.imports ?? []),
    ]),
  );
  const chunk = [route.module, ...(route.imports ?? []).filter((file) => !elsewhere.has(file))];
  const shared = (route.imports ?? []).filter((file) => elsewhere.has(file));

  const chunkBytes = await sum(request, chunk);
  const sharedBytes = await sum(request, shared);
  test.info().annotations.push({
    type: 'offers page route chunk',
    description: `${chunkBytes} bytes gzipped in ${chunk.length} files (module ${await gzippedSize(request, route.module)}); shared with other pages: ${sharedBytes} bytes in ${shared.length} files`,
  });
  expect(chunkBytes).toBeLessThanOrEqual(OFFERS_ROUTE_BUDGET_BYTES);
});

/**
 * The confirm page of a booking (/service-request/{id}/offer/{offerId}/confirm): its route module and the chunks
 * no page outside the booking loads (the booking's pages share their parts: the card selector, the slot and
 * payment helpers). What it shares with other pages (Mantine, zod, the API client, the offer card) is reported.
 */
test('the booking confirm page route chunk stays within 60 KB gzipped', async ({ request }) => {
  const html = await (await request.get('/service-request/budget/offer/budget/confirm')).text();
  const manifestUrl = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(manifestUrl, 'the route manifest').toBeTruthy();
  const manifestText = await (await request.get(manifestUrl as string)).text();
  const manifest = JSON.parse(manifestText.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
    entry: ManifestRoute;
    routes: Record<string, ManifestRoute>;
  };
  const booking = new Set([
    'schedule',
    'subscription-confirm',
    'offer-confirm',
    'offer-confirm-payment',
    'offer-confirm-register',
    'offer-confirmation',
    'offer-completed',
    'reschedule',
  ]);
  const route = manifest.routes['offer-confirm'] as ManifestRoute;
  expect(route, 'the confirm route').toBeTruthy();
  const elsewhere = new Set(
    [manifest.entry, ...Object.entries(manifest.routes).filter(([id]) => !booking.has(id)).map(([, other]) => other)].flatMap((other) => [
      other.module,
      ...(other.imports ?? []),
    ]),
  );
  const chunk = [route.module, ...(route.imports ?? []).filter((file) => !elsewhere.has(file))];
  const shared = (route.imports ?? []).filter((file) => elsewhere.has(file));
  const chunkBytes = await sum(request, chunk);
  const sharedBytes = await sum(request, shared);
  test.info().annotations.push({
    type: 'confirm page route chunk',
    description: `${chunkBytes} bytes gzipped in ${chunk.length} files (module ${await gzippedSize(request, route.module)}); shared with other pages: ${sharedBytes} bytes in ${shared.length} files`,
  });
  expect(chunkBytes).toBeLessThanOrEqual(CONFIRM_ROUTE_BUDGET_BYTES);
});
