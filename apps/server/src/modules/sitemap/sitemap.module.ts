import { errorReplyFor } from '@pitstop/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/module.ts';
import { sitemapPaths as autoRepairPaths } from '../auto-repair/index.ts';
import { maintenanceSitemapDeps, sitemapPaths as maintenancePaths } from '../maintenance/index.ts';
import { sitemapPaths as repairCostPaths } from '../repair-costs/index.ts';
import { sitemapCache } from './sitemap-cache.ts';
import { disallowedPrefixes, pagesSource, type SitemapSource } from './sitemap-sources.ts';
import { partsOf, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const CHILD = /^([a-z][a-z-]*)-([1-9]\d{0,3})\.xml$/;
/** Crawlers may keep these an hour: the lists change when shops join or leave. */
const CACHE_CONTROL = 'public, max-age=3600';
const tags = ['sitemap'];
const security: [] = [];
const rateLimited = errorReplyFor(false, ['rate_limited']).describe('Codes: rate_limited');
const replyOf = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string().describe(description) } } });
const XML = 'application/xml';

/**
 * /robots.txt, /sitemap.xml (an index of child sitemaps) and the child sitemaps /sitemaps/{source}-{part}.xml
 * (docs/product/search-engine-pages.md, ADR 070), outside the API namespaces as the probes are: no route table.
 */
export const sitemapModule = defineModule(
  'sitemap',
  async (app, { config, database }) => {
  const baseUrl = config.publicUrl.replace(/\/+$/, '');
  const sources: SitemapSource[] = [
    pagesSource(config.brandSlug),
    { name: 'auto-repair', paths: () => autoRepairPaths({ db: database.db }), market: true },
    { name: 'maintenance', paths: async () => maintenancePaths(maintenanceSitemapDeps()) },
    { name: 'repair-cost', paths: () => repairCostPaths({ catalog: app.catalog }) },
  ];
  // Built once, kept in this process; what lists the market's shops dropped when it changes, on every node.
  const cache = sitemapCache();
  app.events.on('market.changed', () => cache.marketChanged(), { atEmit: true });
  const anyMarket = sources.some((source) => source.market === true);
  const pathsOf = (source: SitemapSource) => cache.get(`paths:${source.name}`, source.market === true, source.paths);
  const partsOfSource = (source: SitemapSource) =>
    cache.get(`parts:${source.name}`, source.market === true, async () => partsOf((await pathsOf(source)).map((path) => `${baseUrl}${path}`)));

  app.get('/robots.txt', { schema: { summary: 'Read the crawling rules and where the sitemap is', operationId: 'getRobots', tags, security, response: { 200: replyOf('text/plain', 'robots.txt'), 429: rateLimited } } }, async (_request, reply) => {
    const robots = await cache.get('robots.txt', anyMarket, async () => {
      const listed = (await Promise.all(sources.map(pathsOf))).flat();
      return ['User-agent: *', ...disallowedPrefixes(listed).map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
    });
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots);
  });

  app.get('/sitemap.xml', { schema: { summary: 'Read the sitemap index: every child sitemap', operationId: 'getSitemapIndex', tags, security, response: { 200: replyOf(XML, 'A sitemap index'), 429: rateLimited } } }, async (_request, reply) => {
    const index = await cache.get('sitemap.xml', anyMarket, async () => {
      const children = await Promise.all(
        sources.map(async (source) => (await partsOfSource(source)).map((_part, index) => `${baseUrl}/sitemaps/${source.name}-${index + 1}.xml`)),
      );
      return sitemapIndexXml(children.flat());
    });
    return reply.type(`${XML}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(index);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      schema: {
        summary: 'Read one child sitemap: the addresses of one source, 50 000 at most',
        operationId: 'getSitemap',
        tags,
        security,
        params: z.object({ file: z.string().describe('`{source}-{part}.xml`, as the index names it') }),
        response: { 200: replyOf(XML, 'A sitemap'), 404: replyOf('text/plain', 'No such sitemap'), 429: rateLimited },
      },
    },
    async (request, reply) => {
    const [, name, part] = CHILD.exec(request.params.file) ?? [];
    const source = sources.find((candidate) => candidate.name === name);
    const urls = source ? (await partsOfSource(source))[Number(part) - 1] : undefined;
    // Only a sitemap the index lists is kept: the file name is the caller's.
    if (!source || !urls) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    const xml = await cache.get(`sitemaps/${request.params.file}`, source.market === true, async () => urlSetXml(urls));
    return reply.type(`${XML}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(xml);
    },
  );
},
  ['events', 'catalog'], // market changes drop the kept documents; the repair-cost pages list the catalogue's priced jobs
);
