import type { PopularService, Service, ServiceSelectionCategoryName } from '@pitstop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** 'Popular Services' answers with interview questions; the other categories with plain services. */
export type CategoryService = Service & Partial<Pick<PopularService, 'interviewQuestions'>>;

/** GET /v3/services/service_selection_categories?name= (spec 000 §7). */
export async function getSelectionCategory(
  name: ServiceSelectionCategoryName,
  signal?: AbortSignal,
): Promise<CategoryService[]> {
  const { data } = await api.main.get<CategoryService[]>('v3/services/service_selection_categories', {
    query: { name },
    signal,
  });
  return data;
}

export const selectionCategoryQueryOptions = (name: ServiceSelectionCategoryName) =>
  queryOptions({
    queryKey: ['catalog', 'selection-category', name],
    queryFn: ({ signal }) => getSelectionCategory(name, signal),
    staleTime: 5 * 60_000,
  });

export const useSelectionCategory = (name: ServiceSelectionCategoryName) =>
  useQuery(selectionCategoryQueryOptions(name));
