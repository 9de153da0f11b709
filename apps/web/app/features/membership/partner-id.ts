import { useRuntimeConfig } from '~/lib/runtime-config';

/**
 * Which partner's site a membership call comes from (ADR 057): every call of the membership API carries
 * `X-Partner-Id`. This is the one place the web decides it. For now it is the brand's own partner
 * (`brandPartnerId` of the runtime config); program pages and a partner's members will answer their partner here.
 */
export const membershipHeaders = (partnerId: string | null): Record<string, string> =>
  partnerId ? { 'x-partner-id': partnerId } : {};

/** The partner whose site this is: the brand's own partner (null until the runtime config names it). */
export function useCurrentPartnerId(): string | null {
  return useRuntimeConfig().brandPartnerId;
}
