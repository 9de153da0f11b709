/**
 * Maintenance schedules by vehicle, public (ADR 072). Others use: the module, and `sitemapPaths` (every canonical
 * page of the /maintenance and /maintenance-schedule families) with `maintenanceSitemapDeps()` for the sitemap.
 */
export { maintenanceModule } from './maintenance.module.ts';
export { maintenanceSitemapDeps, sitemapPaths } from './sitemap-paths.ts';
