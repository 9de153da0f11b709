import {
  type Feature,
  type InterviewQuestion,
  type PopularService,
  type ServicePricing,
  type Service,
  type ServiceSelectionCategoryName,
  SERVICE_SELECTION_CATEGORIES,
} from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointmentServices,
  features,
  serviceCategories,
  serviceInterviewQuestions,
  serviceSelectionCategories,
  serviceSelectionCategoryServices,
  services,
} from '../../db/schema/index.ts';
import { type CachedDocument, cachedDocument } from '../../lib/cached-document.ts';
import type { z } from 'zod';

/** A catalogue service with what search, the advisor and autoquote read besides the public fields. */
export interface CatalogService extends Service {
  categorySlug: string;
  keywords: string[];
  pricing: ServicePricing;
}

export interface CatalogSnapshot {
  /** Enabled services in catalogue order (category, then position). */
  services: CatalogService[];
  byId: Map<string, CatalogService>;
  bySlug: Map<string, CatalogService>;
  /** Each service's interview questions in order (services without any are absent). */
  questionsByService: Map<string, InterviewQuestion[]>;
  selection: Record<ServiceSelectionCategoryName, Array<Service | PopularService>>;
  /** Appointment services: `id` is the appointment-service row, `serviceId` the catalogue service. */
  appointmentServices: Service[];
  features: Feature[];
  /** Serialised responses, built on first use and kept for the snapshot's life (the promise until it settles). */
  documents: Map<string, CachedDocument | Promise<CachedDocument>>;
}

/** The public Service shape (contracts `Service`) of a catalogue service. */
export function toService({ categorySlug: _c, keywords: _k, pricing: _p, ...service }: CatalogService): Service {
  return service;
}

/** Reads the catalogue in five indexed queries. */
export async function loadCatalog(db: Db): Promise<CatalogSnapshot> {
  const [serviceRows, questionRows, selectionRows, appointmentRows, featureRows] = await Promise.all([
    db
      .select({ service: services, categoryName: serviceCategories.name, categorySlug: serviceCategories.slug })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.enabled, true))
      .orderBy(asc(serviceCategories.position), asc(services.position)),
    db
      .select()
      .from(serviceInterviewQuestions)
      .orderBy(asc(serviceInterviewQuestions.serviceId), asc(serviceInterviewQuestions.position)),
    db
      .select({ name: serviceSelectionCategories.name, serviceId: serviceSelectionCategoryServices.serviceId })
      .from(serviceSelectionCategoryServices)
      .innerJoin(serviceSelectionCategories, eq(serviceSelectionCategories.id, serviceSelectionCategoryServices.categoryId))
      .orderBy(asc(serviceSelectionCategories.position), asc(serviceSelectionCategoryServices.position)),
    db
      .select({ id: appointmentServices.id, appointmentType: appointmentServices.appointmentType, serviceId: appointmentServices.serviceId })
      .from(appointmentServices)
      .orderBy(asc(appointmentServices.appointmentType), asc(appointmentServices.position)),
    db.select({ name: features.name, enabled: features.enabled }).from(features).orderBy(asc(features.name)),
  ]);

  const catalogServices: CatalogService[] = serviceRows.map(({ service, categoryName, categorySlug }) => ({
    id: service.id,
    name: service.name,
    categoryName,
    note: service.note,
    autoquotable: service.autoquotable,
    enabled: service.enabled,
    serviceId: service.id,
    type: service.appointmentType,
    slug: service.slug,
    popular: false,
    categorySlug,
    keywords: service.keywords,
    pricing: {
      serviceId: service.id,
      laborHours: service.laborHours,
      partsCost: service.partsCost,
      autoquotable: service.autoquotable,
      pricingMethod: service.pricingMethod,
    },
  }));
  const byId = new Map(catalogServices.map((service) => [service.id, service]));
  for (const row of selectionRows) {
    const service = byId.get(row.serviceId);
    if (service && row.name === 'Popular Services') service.popular = true;
  }

  const questionsByService = new Map<string, InterviewQuestion[]>();
  for (const row of questionRows) {
    const list = questionsByService.get(row.serviceId) ?? [];
    list.push({ id: row.id, question: row.question, answers: row.answers });
    questionsByService.set(row.serviceId, list);
  }

  const selection = Object.fromEntries(SERVICE_SELECTION_CATEGORIES.map((name) => [name, []])) as unknown as Record<
    ServiceSelectionCategoryName,
    Array<Service | PopularService>
  >;
  for (const row of selectionRows) {
    const service = byId.get(row.serviceId);
    const list = selection[row.name as ServiceSelectionCategoryName];
    if (!service || !list) continue;
    list.push(
      row.name === 'Popular Services'
        ? { ...toService(service), interviewQuestions: questionsByService.get(service.id) ?? [] }
        : toService(service),
    );
  }

  const appointmentList: Service[] = [];
  for (const row of appointmentRows) {
    const service = byId.get(row.serviceId);
    if (service) appointmentList.push({ ...toService(service), id: row.id, type: row.appointmentType });
  }

  return {
    services: catalogServices,
    byId,
    bySlug: new Map(catalogServices.map((service) => [service.slug, service])),
    questionsByService,
    selection,
    appointmentServices: appointmentList,
    features: featureRows,
    documents: new Map(),
  };
}

export interface CatalogStore {
  get(): Promise<CatalogSnapshot>;
  /**
   * The snapshot in memory, without a promise (undefined before the first load); like `get`, starts a
   * background refresh of a stale one.
   */
  peek(): CatalogSnapshot | undefined;
  /** Drops the snapshot: the next read loads the catalogue again (after a seed, in tests). */
  invalidate(): void;
}

/** How long a snapshot is served before it is reloaded in the background (feature switches show within this). */
export const CATALOG_TTL_MS = 60_000;

/**
 * The catalogue in memory: loaded once, then served from memory and refreshed in the background every
 * CATALOG_TTL_MS (the stale copy keeps being served meanwhile; a failed refresh keeps it and retries). The age is
 * process time (performance.now, monotonic), not the marketplace's clock: moving that clock ages no copy (ADR 053).
 */
export function createCatalogStore(db: Db, ttlMs = CATALOG_TTL_MS): CatalogStore {
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | undefined;
  let loading: Promise<CatalogSnapshot> | undefined;

  const load = () => {
    loading ??= loadCatalog(db)
      .then((snapshot) => {
        current = { snapshot, loadedAt: performance.now() };
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const peek = () => {
    if (current && performance.now() - current.loadedAt > ttlMs) load().catch(() => undefined);
    return current?.snapshot;
  };

  return {
    async get() {
      return peek() ?? load();
    },
    peek,
    invalidate() {
      current = undefined;
    },
  };
}

/**
 * A response built from the snapshot once, checked against its contract schema (the wire shape is
 * validated as every response is), serialised and kept until the snapshot is replaced. Once built it is
 * returned as it is, not in a promise: serving it takes no trip through the microtask queue.
 */
export function snapshotDocument(
  snapshot: CatalogSnapshot,
  key: string,
  schema: z.ZodType,
  build: () => unknown,
): CachedDocument | Promise<CachedDocument> {
  const known = snapshot.documents.get(key);
  if (known) return known;
  const building = Promise.resolve()
    .then(build)
    .then(async (value) => {
      const built = cachedDocument(schema.parse(value));
      // Compressed before first use: a catalogue reply is large and goes to every visitor.
      await built.ready;
      snapshot.documents.set(key, built);
      return built;
    });
  snapshot.documents.set(key, building);
  building.catch(() => snapshot.documents.delete(key));
  return building;
}

/** Runs `use` on the catalogue snapshot: at once when one is in memory, after the first load otherwise. */
export function withSnapshot<T>(
  store: CatalogStore,
  use: (snapshot: CatalogSnapshot) => T | Promise<T>,
): T | Promise<T> {
  const snapshot = store.peek();
  return snapshot ? use(snapshot) : store.get().then(use);
}
