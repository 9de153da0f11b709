import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

export type ProgramPlanName = {
  programName: string;
  planName: string;
};

/**
 * A program, one of its plans and the plan's options; 404 "We could not find that program and plan." Programs are
 * public facts: any known partner may ask (ADR 057), so the landing page asks as the brand's partner and learns the
 * program's own partner from the answer.
 */
export const getProgramAndPlan = (partnerId: string, { programName, planName }: ProgramPlanName, signal?: AbortSignal, client: ApiClient = api) =>
  client.call(membershipEndpoints.getProgramAndPlan, { params: { program: programName, plan: planName }, headers: partnerHeaders(partnerId), signal });

/** `client`: the loader-side API on the server (lib/page-data.server.ts, the /plus pages' loader), the browser's otherwise. */
export const programAndPlanQueryOptions = (askAs: string | null, plan: ProgramPlanName, client: ApiClient = api) =>
  partnerQueryOptions(askAs, ['program-and-plan', plan.programName, plan.planName], (partnerId, signal) => getProgramAndPlan(partnerId, plan, signal, client));

export const useProgramAndPlan = (askAs: string | null, plan: ProgramPlanName | null) =>
  useQuery({ ...programAndPlanQueryOptions(askAs, plan ?? { programName: '', planName: '' }), enabled: askAs !== null && plan !== null });
