import { PROGRAM_PRESELECTED_COMPANY } from '@pitstop/contracts/sign-up-constants';

/**
 * The sign-up variants (docs/product/accounts.md), read from the URL:
 * - a program (`?program=amazon-flex` or /sign-up/amazon-flex): sent as partnerName; the delivery-driver
 *   programs add the company checklist, amazon-flex and gopuff with their company ticked;
 * - join-plus (`?plus=1&email=…`): the email comes from the plus landing and is shown read-only; the account
 *   is not a retail one (isRetailUser false);
 * - marketing sources from the usual utm parameters.
 */
export const DELIVERY_DRIVER_PROGRAM = 'delivery-driver';

/** Programs whose members are delivery drivers: the generic one and those that preselect their company. */
export const DELIVERY_DRIVER_PROGRAMS: readonly string[] = [DELIVERY_DRIVER_PROGRAM, ...Object.keys(PROGRAM_PRESELECTED_COMPANY)];

export const isDeliveryDriverProgram = (program: string | null | undefined) =>
  program ? DELIVERY_DRIVER_PROGRAMS.includes(program) : false;

export interface SignUpContext {
  program: string | null;
  deliveryDriver: boolean;
  /** The join-plus flow's email, or null outside it. */
  joinPlusEmail: string | null;
  marketingSource: string | null;
  campaignSource: string | null;
  acquisitionSource: string | null;
}

const PROGRAM_PATTERN = /^[a-z0-9-]{1,64}$/;

export function signUpContextFrom(search: URLSearchParams, routeProgram?: string | null): SignUpContext {
  const programValue = (routeProgram ?? search.get('program') ?? '').trim().toLowerCase();
  const program = PROGRAM_PATTERN.test(programValue) ? programValue : null;
  const plus = search.get('plus');
  const email = search.get('email')?.trim() ?? '';
  return {
    program,
    deliveryDriver: isDeliveryDriverProgram(program),
    joinPlusEmail: (plus === '1' || plus === 'true') && email ? email : null,
    marketingSource: search.get('utm_source'),
    campaignSource: search.get('utm_campaign'),
    acquisitionSource: search.get('utm_medium'),
  };
}
