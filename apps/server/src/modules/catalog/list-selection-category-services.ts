import { ServiceSelectionCategoryDocument, type ServiceSelectionCategoryQuery } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../lib/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument } from './catalog-store.ts';

/**
 * GET /v3/services/service_selection_categories?name=: the services of one selection category; 'Popular
 * Services' carry their interview questions.
 */
export async function listSelectionCategoryServices(
  { store }: CatalogDeps,
  { name }: ServiceSelectionCategoryQuery,
): Promise<CachedDocument> {
  const snapshot = await store.get();
  return snapshotDocument(snapshot, `selection:${name}`, ServiceSelectionCategoryDocument, () =>
    jsonApiList('services', snapshot.selection[name], snapshot.selection[name].length, { name }),
  );
}
