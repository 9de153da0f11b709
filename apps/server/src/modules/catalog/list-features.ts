import { FeatureListDocument } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../lib/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument } from './catalog-store.ts';

/** GET /v4/features: feature flags as {name, enabled}, the name doubling as the id. */
export async function listFeatures({ store }: CatalogDeps): Promise<CachedDocument> {
  const snapshot = await store.get();
  return snapshotDocument(snapshot, 'features', FeatureListDocument, () =>
    jsonApiList(
      'features',
      snapshot.features.map((feature) => ({ id: feature.name, ...feature })),
    ),
  );
}
