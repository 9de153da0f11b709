import type { ServiceSelectionCategoryName } from '@pitstop/contracts';
import { catalogEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** 'Popular Services' answers with interview questions, the other categories with plain services. */
export async function getSelectionCategory(name: ServiceSelectionCategoryName, signal?: AbortSignal) {
  const { data } = await api.call(catalogEndpoints.listSelectionCategoryServices, { query: { name }, signal });
  return data;
}

export type CategoryService = Awaited<ReturnType<typeof getSelectionCategory>>[number];

export const selectionCategoryQueryOptions = (name: ServiceSelectionCategoryName) =>
  queryOptions({
    queryKey: ['catalog', 'selection-category', name],
    queryFn: ({ signal }) => getSelectionCategory(name, signal),
    staleTime: 5 * 60_000,
  });

export const useSelectionCategory = (name: ServiceSelectionCategoryName) =>
  useQuery(selectionCategoryQueryOptions(name));
