import type { SignUpRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Sign-up (docs/product/accounts.md): creates the account and signs it in. */
export const signUp = (body: SignUpRequest) => api.call(accountsEndpoints.signUp, { body, skipAuthRefresh: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
