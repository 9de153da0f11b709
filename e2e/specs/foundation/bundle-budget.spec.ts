import { gzipSync } from 'node:zlib';
import { expect, test } from '../../fixtures/test.ts';

/** The landing page's initial JS: entry.client plus every module it preloads, gzipped (issue 2 budget). */
const BUDGET_BYTES = 150_000;

test('the initial JS of / stays within 150 KB gzipped', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((m) => m[1] as string);
  const entry = html.match(/import\("([^"]+entry\.client[^"]+\.js)"\)/)?.[1];
  expect(entry, 'the entry script').toBeTruthy();
  const files = [...new Set([entry as string, ...preloads])];

  let total = 0;
  for (const file of files) {
    const body = await (await request.get(file, { headers: { 'accept-encoding': 'identity' } })).body();
    total += gzipSync(body, { level: 9 }).length;
  }
  test.info().annotations.push({ type: 'initial JS of /', description: `${total} bytes gzipped in ${files.length} files` });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
