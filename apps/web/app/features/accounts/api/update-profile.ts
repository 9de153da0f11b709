import type { ProfileUpdateRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Only the fields sent change; answers the updated profile. */
export async function updateProfile(body: ProfileUpdateRequest) {
  const { data } = await api.call(accountsEndpoints.updateProfile, { body });
  return data;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
