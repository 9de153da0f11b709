import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Always 200; `meta.valid` says whether the link can still be used. */
export async function checkResetToken(passwordResetToken: string): Promise<boolean> {
  const { meta } = await api.call(accountsEndpoints.checkPasswordResetToken, {
    body: { passwordResetToken },
    skipAuthRefresh: true,
  });
  return meta.valid;
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['accounts', 'password-reset-token', token],
    queryFn: () => checkResetToken(token),
    // A link is checked once per visit: spending it must not be followed by a refetch that says "invalid".
    staleTime: Infinity,
    gcTime: 0,
  });

export const useResetTokenCheck = (token: string) => useQuery(resetTokenQueryOptions(token));
