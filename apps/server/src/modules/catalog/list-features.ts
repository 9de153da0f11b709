import { FeatureListDocument } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { UNBUILT_FEATURES } from '../../data/catalog.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument, withSnapshot } from './catalog-store.ts';

/** GET /v4/features: feature flags as {name, enabled}, the name doubling as the id; a feature not built is off. */
export function listFeatures({ store }: CatalogDeps): CachedDocument | Promise<CachedDocument> {
  return withSnapshot(store, (snapshot) =>
    snapshotDocument(snapshot, 'features', FeatureListDocument, () =>
      jsonApiList(
        'features',
        snapshot.features.map((feature) => ({ id: feature.name, ...feature, enabled: feature.enabled && !UNBUILT_FEATURES.has(feature.name) })),
      ),
    ),
  );
}
