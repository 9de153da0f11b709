import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { excludedSet } from '../../db/excluded.ts';
import {
  appointmentServices,
  features,
  serviceCategories,
  serviceInterviewQuestions,
  serviceSelectionCategories,
  serviceSelectionCategoryServices,
  services,
} from '../../db/schema/index.ts';
import {
  APPOINTMENT_SERVICES,
  CATEGORIES,
  DIAGNOSIS_SELECTION,
  FEATURES,
  POPULAR_SERVICES,
  SELECTION_CATEGORY_ORDER,
  SERVICES,
  appointmentTypeOf,
  pricingFacts,
} from '../../data/catalog.ts';
import { APPOINTMENT_TYPES, type ServiceSelectionCategoryName } from '@pitstop/contracts';
import { anyOf } from '../../db/any-of.ts';

/**
 * Reference data from data/catalog.ts, upserted by stable keys in one transaction. A service no longer
 * authored is disabled rather than deleted (requests may point at it); selection memberships and interview
 * questions follow the authored lists exactly.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(serviceCategories)
      .values(CATEGORIES.map((category, position) => ({ ...category, position })))
      .onConflictDoUpdate({ target: serviceCategories.slug, set: excludedSet(serviceCategories, ['id', 'slug', 'createdAt']) })
      .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const serviceRows = await tx
      .insert(services)
      .values(
        SERVICES.map((service, position) => ({
          slug: service.slug,
          name: service.name,
          categoryId: categoryIds.get(service.category) as string,
          note: service.note ?? null,
          ...pricingFacts(service),
          enabled: service.enabled ?? true,
          appointmentType: appointmentTypeOf(service.category),
          keywords: service.keywords ?? [],
          position,
        })),
      )
      .onConflictDoUpdate({ target: services.slug, set: excludedSet(services, ['id', 'slug', 'createdAt']) })
      .returning({ id: services.id, slug: services.slug });
    const serviceIds = new Map(serviceRows.map((row) => [row.slug, row.id]));
    const idOf = (slug: string) => {
      const id = serviceIds.get(slug);
      if (!id) throw new Error(`data/catalog.ts names an unknown service: ${slug}`);
      return id;
    };
    await tx
      .update(services)
      .set({ enabled: false, updatedAt: sql`now()` })
      .where(notInArray(services.slug, [...serviceIds.keys()]));

    const questions = POPULAR_SERVICES.flatMap(({ slug, questions: authored }) =>
      authored.map((question, position) => ({
        slug: `${slug}:${position + 1}`,
        serviceId: idOf(slug),
        position,
        question: question.question,
        answers: question.answers,
      })),
    );
    await tx
      .insert(serviceInterviewQuestions)
      .values(questions)
      .onConflictDoUpdate({
        target: serviceInterviewQuestions.slug,
        set: excludedSet(serviceInterviewQuestions, ['id', 'slug', 'createdAt']),
      });
    await tx
      .delete(serviceInterviewQuestions)
      .where(notInArray(serviceInterviewQuestions.slug, questions.map((question) => question.slug)));

    const selectionRows = await tx
      .insert(serviceSelectionCategories)
      .values(SELECTION_CATEGORY_ORDER.map((name, position) => ({ name, position })))
      .onConflictDoUpdate({ target: serviceSelectionCategories.name, set: { position: sql`excluded.position`, updatedAt: sql`now()` } })
      .returning({ id: serviceSelectionCategories.id, name: serviceSelectionCategories.name });
    const members: Record<ServiceSelectionCategoryName, string[]> = {
      'Popular Services': POPULAR_SERVICES.map((popular) => popular.slug),
      'Diagnosis / Describe Problem': DIAGNOSIS_SELECTION,
      'Service Catalog': SERVICES.filter((service) => service.enabled ?? true).map((service) => service.slug),
    };
    await tx.delete(serviceSelectionCategoryServices).where(
      anyOf(
        serviceSelectionCategoryServices.categoryId,
        selectionRows.map((row) => row.id),
      ),
    );
    await tx.insert(serviceSelectionCategoryServices).values(
      selectionRows.flatMap((row) =>
        members[row.name as ServiceSelectionCategoryName].map((slug, position) => ({
          categoryId: row.id,
          serviceId: idOf(slug),
          position,
        })),
      ),
    );

    const appointmentRows = APPOINTMENT_TYPES.flatMap((appointmentType) =>
      APPOINTMENT_SERVICES[appointmentType].map((slug, position) => ({ appointmentType, serviceId: idOf(slug), position })),
    );
    await tx
      .insert(appointmentServices)
      .values(appointmentRows)
      .onConflictDoUpdate({
        target: [appointmentServices.appointmentType, appointmentServices.serviceId],
        set: { position: sql`excluded.position`, updatedAt: sql`now()` },
      });
    for (const appointmentType of APPOINTMENT_TYPES) {
      await tx.delete(appointmentServices).where(
        and(
          eq(appointmentServices.appointmentType, appointmentType),
          notInArray(
            appointmentServices.serviceId,
            APPOINTMENT_SERVICES[appointmentType].map((slug) => idOf(slug)),
          ),
        ),
      );
    }

    // Feature flags are inserted when missing only: an operator's switch is not undone by a re-seed.
    await tx
      .insert(features)
      .values(FEATURES.map(({ name, enabled, description }) => ({ name, enabled, description })))
      .onConflictDoNothing({ target: features.name });
  });
}
