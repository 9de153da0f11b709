import type { SignUpRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { SessionReply } from '~/lib/current-user';

/** POST /v3/users (spec 000 §3 "New user payload"): creates the account and signs it in. */
export function signUp(input: SignUpRequest): Promise<SessionReply> {
  return api.main.post<SessionReply['data']>('v3/users', input, { skipAuthRefresh: true }) as Promise<SessionReply>;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
