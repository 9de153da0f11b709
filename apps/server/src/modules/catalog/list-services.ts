import { ServiceListDocument } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument, toService, withSnapshot } from './catalog-store.ts';

/** GET /v3/services: every enabled service, in catalogue order. */
export function listServices({ store }: CatalogDeps): CachedDocument | Promise<CachedDocument> {
  return withSnapshot(store, (snapshot) =>
    snapshotDocument(snapshot, 'services', ServiceListDocument, () =>
      jsonApiList('services', snapshot.services.map(toService)),
    ),
  );
}
