import { toSnakeKeys } from '@pitstop/contracts';
import { Serializer } from 'ts-japi';

/**
 * JSON:API documents for the main API (ARCHITECTURE §4), built with ts-japi. Attributes are given in
 * camelCase and leave snake_case; lists carry `meta.count`.
 */
type Resource = { id: string | number } & Record<string, unknown>;

const serializers = new Map<string, Serializer<Resource>>();
function serializerFor(type: string) {
  let serializer = serializers.get(type);
  if (!serializer) {
    serializer = new Serializer<Resource>(type, { version: null });
    serializers.set(type, serializer);
  }
  return serializer;
}

function normalise(resource: Resource): Resource {
  return { ...toSnakeKeys<Resource>(resource), id: String(resource.id) };
}

export async function jsonApiResource(type: string, resource: Resource, meta?: Record<string, unknown>) {
  const document = (await serializerFor(type).serialize(normalise(resource))) as Record<string, unknown>;
  return meta ? { ...document, meta: toSnakeKeys(meta) } : document;
}

export async function jsonApiList(
  type: string,
  resources: Resource[],
  count: number = resources.length,
  meta: Record<string, unknown> = {},
) {
  const document = (await serializerFor(type).serialize(resources.map(normalise))) as Record<string, unknown>;
  return { ...document, meta: { ...toSnakeKeys<Record<string, unknown>>(meta), count } };
}
