import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchProfile, setCurrentUser } from '~/lib/current-user';
import { useCurrentUser } from '~/lib/store';

/**
 * Fetched on every mount and not kept afterwards: the store holds the profile, and a cached reply older than
 * a change the app made since must never be written back over it.
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'profile'], queryFn: ({ signal }) => fetchProfile(signal), staleTime: 0, gcTime: 0 });

/**
 * The signed-in user's profile from the store, refreshed from the server when a page using it mounts
 * (rewards, unread count and confirmation change on the server). Changes the app makes go to the store.
 */
export function useFreshProfile() {
  const profile = useCurrentUser();
  const query = useQuery({ ...profileQueryOptions(), enabled: profile !== null });
  useEffect(() => {
    if (query.data) setCurrentUser(query.data);
  }, [query.data]);
  return { profile, isRefreshing: query.isFetching };
}
