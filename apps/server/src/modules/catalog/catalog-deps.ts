import type { CatalogStore } from './catalog-store.ts';

export interface CatalogDeps {
  store: CatalogStore;
}
