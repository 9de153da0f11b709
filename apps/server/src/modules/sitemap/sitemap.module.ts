import { errorReplyFor } from '@pitstop/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/module.ts';
import { sitemapPaths as autoRepairPaths } from '../auto-repair/index.ts';
import { maintenanceSitemapDeps, sitemapPaths as maintenancePaths } from '../maintenance/index.ts';
import { sitemapPaths as repairCostPaths } from '../repair-costs/index.ts';
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
    { name: 'auto-repair', paths: () => autoRepairPaths({ db: database.db }) },
    { name: 'maintenance', paths: async () => maintenancePaths(maintenanceSitemapDeps()) },
    { name: 'repair-cost', paths: () => repairCostPaths({ catalog: app.catalog }) },
  ];
  const urlsOf = async (source: SitemapSource) => (await source.paths()).map((path) => `${baseUrl}${path}`);

  app.get('/robots.txt', { schema: { summary: 'Read the crawling rules and where the sitemap is', operationId: 'getRobots', tags, security, response: { 200: replyOf('text/plain', 'robots.txt'), 429: rateLimited } } }, async (_request, reply) => {
    const listed = (await Promise.all(sources.map((source) => source.paths()))).flat();
    const lines = ['User-agent: *', ...disallowedPrefixes(listed).map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { summary: 'Read the sitemap index: every child sitemap', operationId: 'getSitemapIndex', tags, security, response: { 200: replyOf(XML, 'A sitemap index'), 429: rateLimited } } }, async (_request, reply) => {
    const children = await Promise.all(
      sources.map(async (source) => partsOf(await source.paths()).map((_part, index) => `${baseUrl}/sitemaps/${source.name}-${index + 1}.xml`)),
    );
    return reply.type(`${XML}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(sitemapIndexXml(children.flat()));
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
    const urls = source ? partsOf(await urlsOf(source))[Number(part) - 1] : undefined;
    if (!urls) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    return reply.type(`${XML}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(urlSetXml(urls));
    },
  );
},
  ['catalog'], // the repair-cost pages list the catalogue's priced jobs
);
