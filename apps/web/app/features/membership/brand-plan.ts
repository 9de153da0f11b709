import type { ProgramPlanName } from './api/get-program-and-plan';

/** The brand's own program and plan (spec 001 §2): the plans screen of a plain member. */
export const BRAND_PLAN: ProgramPlanName = { programName: 'plus', planName: 'standard' };
