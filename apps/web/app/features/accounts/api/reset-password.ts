import type { PasswordResetRequest } from '@pitstop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { SessionReply } from '~/lib/current-user';

/** POST /v3/users/password_reset/token: always 200; `meta.valid` says whether the link can still be used. */
export async function checkResetToken(passwordResetToken: string): Promise<boolean> {
  const { meta } = await api.main.post('v3/users/password_reset/token', { passwordResetToken }, { skipAuthRefresh: true });
  return meta.valid === true;
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

/** POST /v3/users/password_reset: sets the password and signs in (every other session is signed out). */
export function resetPassword(input: PasswordResetRequest): Promise<SessionReply> {
  return api.main.post<SessionReply['data']>('v3/users/password_reset', input, { skipAuthRefresh: true }) as Promise<SessionReply>;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
