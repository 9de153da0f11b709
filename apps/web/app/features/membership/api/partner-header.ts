import { queryOptions } from '@tanstack/react-query';

/**
 * Every membership call says which partner's site it comes from (ADR 057). Which partner that is, is decided in
 * one place: hooks/use-partner-id.ts (ADR 060).
 */
export const partnerHeaders = (partnerId: string) => ({ 'X-Partner-Id': partnerId });

/**
 * A membership read's query, keyed by the partner it is asked as, and waiting until that partner is known (the
 * runtime configuration, or a program's lookup).
 */
export const partnerQueryOptions = <T>(
  partnerId: string | null,
  key: readonly unknown[],
  fetcher: (partnerId: string, signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: ['membership', partnerId, ...key],
    queryFn: ({ signal }) => fetcher(partnerId as string, signal),
    enabled: partnerId !== null,
  });
