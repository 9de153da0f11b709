// robots.txt and the sitemaps of the public pages (docs/product/search-engine-pages.md).
export { sitemapModule } from './sitemap.module.ts';
