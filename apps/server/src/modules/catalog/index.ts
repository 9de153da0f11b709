// What other modules may use from the catalogue (ARCHITECTURE §2); the store itself is `app.catalog`.
export { type CatalogService, type CatalogSnapshot, type CatalogStore, toService } from './catalog-store.ts';
export { catalogModule } from './catalog.module.ts';
export { getServicePricing } from './get-service-pricing.ts';
export { seedCatalog } from './seed-catalog.ts';
