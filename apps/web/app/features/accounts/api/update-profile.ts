import type { ProfileUpdateRequest, UserProfile } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** PUT /v3/users/profile: only the fields sent change; answers the updated profile. */
export async function updateProfile(input: ProfileUpdateRequest): Promise<UserProfile> {
  const { data } = await api.main.put<UserProfile>('v3/users/profile', input);
  return data;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
