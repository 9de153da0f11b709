import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStandaloneAppointments } from '../api/list-standalone-appointments';
import { listUpcomingStandaloneAppointments } from '../api/list-upcoming-standalone-appointments';

/**
 * The signed-in user's appointments booked directly, one page: all of them, latest first, or those still to come,
 * soonest first. Read again every minute while shown (nothing streams them).
 */
export const useStandaloneAppointmentList = (userId: string | null, which: 'upcoming' | 'all', page = 1) =>
  useQuery({
    queryKey: ['standalone-appointments', 'list', userId, which, page] as const,
    queryFn: ({ signal }) => (which === 'upcoming' ? listUpcomingStandaloneAppointments : listStandaloneAppointments)(userId ?? '', page, signal),
    enabled: userId !== null,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
