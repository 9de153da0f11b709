import type { SubscribeByPlanInput } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { ProgramPlanName } from './get-program-and-plan';
import { partnerHeaders } from './partner-header';

/** Join a program's plan by its names (the ride-share drivers' free enrolment): POST my-subscriptions/{program}/{plan}. */
export const subscribeByProgramAndPlan = (partnerId: string, { programName, planName }: ProgramPlanName, body: SubscribeByPlanInput = {}) =>
  api.call(membershipEndpoints.subscribeByProgramAndPlan, { params: { program: programName, plan: planName }, headers: partnerHeaders(partnerId), body });

export const useSubscribeByProgramAndPlan = (partnerId: string | null) =>
  useMutation({ mutationFn: (plan: ProgramPlanName) => subscribeByProgramAndPlan(partnerId as string, plan) });
