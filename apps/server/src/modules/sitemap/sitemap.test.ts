import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createMarket, seedTestCatalog } from '../../../test/market.ts';
import { disallowedPrefixes } from './sitemap-sources.ts';
import { partsOf, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and the sitemaps', async () => {
  const { app, config, database } = await build();
  await seedTestCatalog(app);
  await createMarket(app, { centre: '78701', locations: [{ zipcode: '78701', name: 'Congress Auto' }, { zipcode: '78664', name: 'Round Rock Tire' }] });
  await createMarket(app, { centre: '98101', companyName: 'Emerald Auto', locations: [{ zipcode: '98101', name: 'Pike Auto' }] });
  const base = config.publicUrl.replace(/\/+$/, '');

  it('indexes a child sitemap per source, each listing canonical addresses', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.body);
    expect(children).toEqual(
      expect.arrayContaining([`${base}/sitemaps/pages-1.xml`, `${base}/sitemaps/auto-repair-1.xml`, `${base}/sitemaps/maintenance-1.xml`, `${base}/sitemaps/repair-cost-1.xml`]),
    );

    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages-1.xml' });
    expect(pages.statusCode).toBe(200);
    expect(locs(pages.body)).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/contact`, `${base}/reviews`, `${base}/tos`, `${base}/pitstop-plus-faq`, `${base}/partner-with-pitstop`]),
    );
    expect(locs(pages.body)).not.toContain(`${base}/contact-us`);
  });

  it('lists every state and city with shops taking requests (the auto-repair family)', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(index.body)).toContain(`${base}/sitemaps/auto-repair-1.xml`);
    const listed = locs((await app.inject({ method: 'GET', url: '/sitemaps/auto-repair-1.xml' })).body);
    const states = (await app.inject({ method: 'GET', url: '/api/turbo/v1/auto-repair' })).json() as { states: { slug: string }[] };
    expect(states.states.map((state) => state.slug).sort()).toEqual(['tx', 'wa']);
    for (const state of states.states) {
      expect(listed).toContain(`${base}/auto-repair/${state.slug}`);
      const cities = (await app.inject({ method: 'GET', url: `/api/turbo/v1/auto-repair/${state.slug}` })).json() as { cities: { slug: string }[] };
      for (const city of cities.cities) expect(listed).toContain(`${base}/auto-repair/${state.slug}/${city.slug}`);
    }
  });

  it('lists the canonical maintenance pages (the maintenance family), not their second addresses', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(index.body)).toContain(`${base}/sitemaps/maintenance-1.xml`);
    const listed = locs((await app.inject({ method: 'GET', url: '/sitemaps/maintenance-1.xml' })).body);
    expect(listed).toEqual(expect.arrayContaining([`${base}/maintenance`, `${base}/maintenance-schedule/makes`, `${base}/maintenance/honda-civic/2015`]));
    expect(listed).not.toContain(`${base}/maintenance/2015/honda/civic`);
    const robots = (await app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    expect(robots).not.toContain('Disallow: /maintenance');
    expect(robots).not.toContain('Disallow: /maintenance-schedule');
  });

  it.each(['/sitemaps/pages-2.xml', '/sitemaps/nothing-1.xml', '/sitemaps/pages.xml', '/sitemaps/pages-0.xml'])('answers 404 for %s', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps crawlers out of the API and the signed-in pages, and names the sitemap', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /profile', 'Disallow: /shop']));
    expect(lines).not.toContain('Disallow: /reviews');
    expect(lines).not.toContain('Disallow: /contact');
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('keeps the documents it built until the market changes, and lists the change in the next response', async () => {
    const autoRepair = async () => locs((await app.inject({ method: 'GET', url: '/sitemaps/auto-repair-1.xml' })).body);
    const before = await autoRepair();
    const index = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const robots = (await app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(before).not.toContain(`${base}/auto-repair/or`);

    // A market written without its event (as a seed or a change in SQL would be): the kept documents are served.
    const portland = await createMarket(app, { centre: '97201', companyName: 'Rose City Auto', locations: [{ zipcode: '97201', name: 'Burnside Auto' }] });
    expect(await autoRepair()).toEqual(before);

    // The market's event (a shop's settings, a review, a new offer): the next response lists the new state and city.
    await app.events.emit(database.db, { type: 'market.changed', metroId: portland.metroId });
    const after = await autoRepair();
    expect(after).toEqual(expect.arrayContaining([...before, `${base}/auto-repair/or`, `${base}/auto-repair/or/portland`]));
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toBe(index);
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe(robots);
  });
});

describe('the sitemap files', () => {
  it('splits a long list into parts of 50 000', () => {
    expect(partsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(partsOf([])).toEqual([[]]);
  });

  it('escapes what XML reserves', () => {
    expect(urlSetXml(['https://a.example/?a=1&b=<2>'])).toContain('<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(sitemapIndexXml(['https://a.example/s-1.xml'])).toContain('<sitemap><loc>https://a.example/s-1.xml</loc></sitemap>');
  });

  it('disallows the first segments no listed page has, never a parameter', () => {
    const prefixes = disallowedPrefixes(['/', '/reviews', '/auto-repair/tx']);
    expect(prefixes).not.toContain('/reviews');
    expect(prefixes).toContain('/service-request');
    expect(prefixes.some((prefix) => prefix.includes(':'))).toBe(false);
  });
});
