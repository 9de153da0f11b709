import type { SignInRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { SessionReply } from '~/lib/current-user';

/** POST /v3/sessions: a 401 is the answer ('Invalid email or password.'), not an expired session. */
export function signIn(input: SignInRequest): Promise<SessionReply> {
  return api.main.post<SessionReply['data']>('v3/sessions', input, { skipAuthRefresh: true }) as Promise<SessionReply>;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
