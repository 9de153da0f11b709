import { ServiceSelectionCategoryDocument, type ServiceSelectionCategoryQuery } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument, withSnapshot } from './catalog-store.ts';

/**
 * GET /v3/services/service_selection_categories?name=: the services of one selection category; 'Popular
 * Services' carry their interview questions.
 */
export function listSelectionCategoryServices(
  { store }: CatalogDeps,
  { name }: ServiceSelectionCategoryQuery,
): CachedDocument | Promise<CachedDocument> {
  return withSnapshot(store, (snapshot) =>
    snapshotDocument(snapshot, `selection:${name}`, ServiceSelectionCategoryDocument, () =>
      jsonApiList('services', snapshot.selection[name], snapshot.selection[name].length, { name }),
    ),
  );
}
