/**
 * Repair costs (docs/product/repair-cost-pages.md, ADR 073). Others use: the module, and `sitemapPaths` — every
 * canonical page of the family, for the sitemap.
 */
export { repairCostsModule } from './repair-costs.module.ts';
export { sitemapPaths } from './sitemap-paths.ts';
