/**
 * The auto-repair pages' data (docs/product/auto-repair-pages.md, ADR 071): the states and cities with shops, a
 * city's shops and typical prices. Others use: the module; `sitemapPaths` (every page of the family, for the sitemap).
 */
export { autoRepairModule } from './auto-repair.module.ts';
export { sitemapPaths } from './sitemap-paths.ts';
