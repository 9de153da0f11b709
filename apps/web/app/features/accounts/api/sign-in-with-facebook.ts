import type { OAuthSignInRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /v3/oauth_sessions: signs in (or up) with a Facebook token; a 401 is the answer, not an expired session. */
export const signInWithFacebook = (body: OAuthSignInRequest) =>
  api.call(accountsEndpoints.signInWithOAuth, { body, skipAuthRefresh: true });

export const useSignInWithFacebook = () => useMutation({ mutationFn: signInWithFacebook });
