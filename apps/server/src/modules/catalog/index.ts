// What other modules may use from the catalogue (ARCHITECTURE §2).
export { type CatalogService, type CatalogSnapshot, type CatalogStore, catalogStoreFor, toService } from './catalog-store.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { getServicePricing } from './get-service-pricing.ts';
export { seedCatalog } from './seed-catalog.ts';
