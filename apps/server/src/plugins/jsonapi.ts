import { toSnakeKeys } from '@pitstop/contracts';
import tsJapi from 'ts-japi';

/**
 * JSON:API documents for the main API (ARCHITECTURE §4), built with ts-japi. Attributes are given in
 * camelCase and leave snake_case; lists carry `meta.count`.
 */
type Resource = { id: string | number } & Record<string, unknown>;

// ts-japi is CommonJS whose named exports Node cannot see: take them from the default export.
const { Serializer } = tsJapi;
type Serializer<T extends Record<string, unknown>> = InstanceType<typeof tsJapi.Serializer<T>>;

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

/** A resource object as it leaves; `Attributes` is its wire (snake_case) shape when the caller names it. */
export type ResourceObject<Type extends string = string, Attributes = Record<string, unknown>> = {
  id: string;
  type: Type;
  attributes: Attributes;
};
export type ResourceDocument<Type extends string = string, Attributes = Record<string, unknown>> = {
  data: ResourceObject<Type, Attributes>;
  meta?: Record<string, unknown>;
};
export type ListDocument<Type extends string = string, Attributes = Record<string, unknown>> = {
  data: ResourceObject<Type, Attributes>[];
  meta: { count: number } & Record<string, unknown>;
};

export async function jsonApiResource<Type extends string, Attributes = Record<string, unknown>>(
  type: Type,
  resource: Resource,
  meta?: Record<string, unknown>,
): Promise<ResourceDocument<Type, Attributes>> {
  const serialized = await serializerFor(type).serialize(normalise(resource));
  const document = serialized as unknown as ResourceDocument<Type, Attributes>;
  return meta ? { ...document, meta: toSnakeKeys(meta) } : document;
}

/** `count` is the total across pages (spec: "returns a list and meta count"), not this page's length. */
export async function jsonApiList<Type extends string, Attributes = Record<string, unknown>>(
  type: Type,
  resources: Resource[],
  count: number = resources.length,
  meta: Record<string, unknown> = {},
): Promise<ListDocument<Type, Attributes>> {
  const serialized = await serializerFor(type).serialize(resources.map(normalise));
  const document = serialized as unknown as ListDocument<Type, Attributes>;
  return { ...document, meta: { ...toSnakeKeys<Record<string, unknown>>(meta), count } };
}
