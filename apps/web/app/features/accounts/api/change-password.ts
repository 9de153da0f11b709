import type { ChangePasswordRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { SessionReply } from '~/lib/current-user';

/** POST /v3/users/password: changes (or, without one, sets) the password; answers a new session. */
export function changePassword(input: ChangePasswordRequest): Promise<SessionReply> {
  return api.main.post<SessionReply['data']>('v3/users/password', input) as Promise<SessionReply>;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
