import type { Program } from '@pitstop/contracts';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { useCurrentUser } from '~/lib/store';
import { type ProgramPlanName, useProgramAndPlan } from '../api/get-program-and-plan';
import { useMyPrograms } from '../api/list-my-programs';

/** The program and plan of a `/plus/{programName}/{planName}/…` page, or null elsewhere. */
export function plusPageOf(pathname: string): ProgramPlanName | null {
  const match = /^\/plus\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  return match ? { programName: decodeURIComponent(match[1]!), planName: decodeURIComponent(match[2]!) } : null;
}

/** The program a signed-in user belongs to that is not the brand's own: the partner that brought them in. */
export const partnerProgramOf = (programs: readonly Program[] | undefined, brandPartnerId: string | null) =>
  programs?.find((program) => program.partnerId !== brandPartnerId) ?? null;

export interface CurrentPartner {
  /** The X-Partner-Id every membership call sends; null while it is being worked out. */
  partnerId: string | null;
  /** The brand's own partner (the runtime configuration). */
  brandPartnerId: string | null;
  /** The `/plus/…` page's program and plan, when on one. */
  plusPage: ProgramPlanName | null;
  /** The signed-in user's partner program (signed up through, or subscribed in), when they have one. */
  program: Program | null;
}

/**
 * The one place that decides which partner's site this is (ADR 060), so which X-Partner-Id the membership calls send:
 *   1. on `/plus/{program}/{plan}/…`, the program's partner (its lookup, asked as the brand's partner);
 *   2. else, for a signed-in user, the partner of the program they belong to (`my-coverage/programs`: the one they
 *      signed up through or subscribed in), other than the brand's;
 *   3. else the brand's own partner (`brandPartnerId` of /config.json).
 */
export function useCurrentPartner(): CurrentPartner {
  const brandPartnerId = useRuntimeConfig().brandPartnerId;
  const user = useCurrentUser();
  const plusPage = plusPageOf(useLocation().pathname);
  const lookup = useProgramAndPlan(plusPage ? brandPartnerId : null, plusPage);
  const programs = useMyPrograms(user ? brandPartnerId : null);
  const program = partnerProgramOf(programs.data, brandPartnerId);
  let partnerId: string | null;
  if (plusPage) partnerId = lookup.data?.program.partnerId ?? (lookup.isError ? brandPartnerId : null);
  else if (user) partnerId = programs.isPending ? null : (program?.partnerId ?? brandPartnerId);
  else partnerId = brandPartnerId;
  return { partnerId, brandPartnerId, plusPage, program };
}
