import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';
import { membershipKey } from './keys';

/** The brand's own program and plan (spec 001 §2: the plans screen of a plain member). */
export const BRAND_PROGRAM = { program: 'plus', plan: 'standard' } as const;

/** A program, one of its plans and the plan's options, by amount (lookup/program-and-plan). */
export function getProgramAndPlan(partnerId: string | null, program: string, plan: string, signal?: AbortSignal) {
  return api.call(membershipEndpoints.getProgramAndPlan, { params: { program, plan }, headers: membershipHeaders(partnerId), signal });
}

export const programAndPlanQueryOptions = (partnerId: string | null, program: string, plan: string) =>
  queryOptions({
    queryKey: [...membershipKey, 'program-and-plan', partnerId, program, plan],
    queryFn: ({ signal }) => getProgramAndPlan(partnerId, program, plan, signal),
    enabled: partnerId !== null,
  });

export function useProgramAndPlan(program: string = BRAND_PROGRAM.program, plan: string = BRAND_PROGRAM.plan) {
  return useQuery(programAndPlanQueryOptions(useCurrentPartnerId(), program, plan));
}
