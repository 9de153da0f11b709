import { ServiceListDocument } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../lib/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument, toService } from './catalog-store.ts';

/** GET /v3/services: every enabled service, in catalogue order. */
export async function listServices({ store }: CatalogDeps): Promise<CachedDocument> {
  const snapshot = await store.get();
  return snapshotDocument(snapshot, 'services', ServiceListDocument, () =>
    jsonApiList('services', snapshot.services.map(toService)),
  );
}
