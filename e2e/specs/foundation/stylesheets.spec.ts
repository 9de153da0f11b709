import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';

/**
 * Every Mantine class a page uses has its rules in the stylesheets that page loads (ADR 075). Public pages load
 * only the Mantine styles that server-rendered pages use (apps/web/app/styles/mantine-public.ts) before they paint,
 * and the rest after hydration; a component that a server-rendered page starts using without its stylesheet in
 * that list would show unstyled until the rest arrives. This fails first, naming the classes.
 */
const MANTINE_CLASS = /^m_[0-9a-f]{8}$/;

/** Every kind of server-rendered page: the landing page, each family's pages, the information pages, the 404. */
const SERVER_RENDERED_PAGES = [
  '/',
  '/auto-repair',
  '/auto-repair/tx',
  '/auto-repair/tx/austin',
  '/maintenance',
  '/maintenance/honda-civic',
  '/maintenance/honda-civic/2015',
  '/maintenance/2015/honda/civic',
  '/maintenance-schedule',
  '/maintenance-schedule/makes',
  '/maintenance-schedule/honda',
  '/maintenance-schedule/honda/civic',
  '/repair-cost',
  '/repair-cost/honda',
  '/repair-cost/honda/civic',
  '/repair-cost/honda/civic/recent-repairs',
  '/repair-cost/honda/civic/brake-pads-replacement',
  '/contact',
  '/contact-us',
  '/429',
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
  '/reviews',
  '/no-such-page',
  // Pages that render on the client: their server HTML is the frame, and their stylesheets all of Mantine.
  '/sign-in',
  '/sign-up',
  '/dashboard',
];

/** The Mantine classes in a page's markup (class attributes only: not the page data's text). */
function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (MANTINE_CLASS.test(name)) classes.add(name);
  }
  return classes;
}

/** The Mantine classes some rule of these stylesheets selects. */
function classesInCss(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(m_[0-9a-f]{8})(?![0-9a-f])/g)].map((match) => match[1] as string));
}

/**
 * What a page's server HTML loads before it paints: its stylesheet links and its inline style elements. A disabled
 * link (a server-rendered page's, its rules inline before it: ADR 075) loads nothing.
 */
async function stylesOfHtml(request: APIRequestContext, html: string): Promise<string> {
  const hrefs = [...html.matchAll(/<link[^>]*\srel="stylesheet"[^>]*>/g)]
    .filter((link) => !/\sdisabled(="")?[\s/>]/.test(link[0]))
    .map((link) => link[0].match(/\shref="([^"]+)"/)?.[1]);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((style) => style[1] ?? '');
  const linked = await Promise.all(
    hrefs.filter((href): href is string => Boolean(href)).map(async (href) => (await request.get(href)).text()),
  );
  return [...linked, ...inline].join('\n');
}

for (const path of SERVER_RENDERED_PAGES) {
  test(`the server HTML of ${path} loads the rules of every Mantine class it uses`, async ({ request }) => {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const html = await response.text();
    const used = classesInMarkup(html);
    expect(used.size, 'Mantine classes in the page').toBeGreaterThan(0);
    const styled = classesInCss(await stylesOfHtml(request, html));
    const unstyled = [...used].filter((name) => !styled.has(name));
    expect(unstyled, `Mantine classes on ${path} without a rule in its stylesheets: add their component to styles/mantine-public.ts`).toEqual([]);
  });
}

/** The classes of the rendered page that no loaded stylesheet selects, read in the browser once the page has settled. */
const unstyledInBrowser = () => {
  const styled = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) styled.add(match[1] as string);
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  const used = new Set(
    Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList).filter((name) => /^m_[0-9a-f]{8}$/.test(name))),
  );
  return [...used].filter((name) => !styled.has(name));
};

test('after hydration, a public page and a page it opens have the rules of every Mantine class they show', async ({ page }) => {
  await page.goto('/auto-repair/tx/austin');
  // A lazy chunk's sheet may arrive after the page shows: wait for the rules, not for the network to fall quiet
  // (a signed-in page's live connection and refetches can keep it busy on a loaded machine).
  await expect.poll(() => page.evaluate(unstyledInBrowser)).toEqual([]);
  // A client navigation to a page rendered on the client (the query layout): all of Mantine's styles.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(unstyledInBrowser)).toEqual([]);
});

test('a server-rendered page paints from its HTML alone: no stylesheet requested, its inline rules applied (ADR 075)', async ({ browser }) => {
  // Without JavaScript: what the browser paints before any script runs (after hydration Vite may load a lazy chunk's sheet).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/auto-repair/tx/austin', '/repair-cost/honda/civic/brake-pads-replacement', '/maintenance/honda-civic/2015']) {
    await page.goto(path);
    // Every Mantine class shown has its rule, the rules apply (the body has the theme's font), and they came inline.
    expect(await page.evaluate(unstyledInBrowser), path).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toContain('system-ui');
    expect(await page.evaluate(() => document.querySelectorAll('style[nonce]').length), path).toBeGreaterThan(0);
  }
  expect(stylesheets).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});

test("a signed-in member's dashboard has the rules of every Mantine class it shows", async ({ page, signedInUser }) => {
  await signedInUser();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(unstyledInBrowser)).toEqual([]);
});
