import type { SignInRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** A 401 is the answer ('Invalid email or password.'), not an expired session. */
export const signIn = (body: SignInRequest) => api.call(accountsEndpoints.signIn, { body, skipAuthRefresh: true });

export const useSignIn = () => useMutation({ mutationFn: signIn });
