import { bookingsEndpoints, standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopKey, useInvalidateShop } from './get-shop-locations';

/** A location's bookings and proposed times of one day, in its zone (GET /locations/:locationId/appointments?day=). */
export const shopBookingsQueryOptions = (input: { locationId: string; day: string }) =>
  queryOptions({
    queryKey: [...shopKey, 'bookings', input.locationId, input.day],
    queryFn: ({ signal }) => api.call(bookingsEndpoints.listShopBookings, { params: { locationId: input.locationId }, query: { day: input.day }, signal }),
  });
export const useShopBookings = (input: { locationId: string; day: string }) => useQuery(shopBookingsQueryOptions(input));

/** The free times the shop may propose for a booking, a week from a day, and the mutation proposing one. */
export function useProposeShopBookingTimes(input: { locationId: string; appointmentId: string; day: string }) {
  return { ...useShopBookingTimes(input), propose: useProposeShopTime() };
}

const useShopBookingTimes = (input: { locationId: string; appointmentId: string; day: string }) =>
  useQuery({
    queryKey: [...shopKey, 'booking-times', input.locationId, input.appointmentId, input.day],
    queryFn: ({ signal }) =>
      api.call(bookingsEndpoints.listShopBookingTimes, {
        params: { locationId: input.locationId, appointmentId: input.appointmentId },
        query: { day: input.day },
        signal,
      }),
  });

type BookingIds = { locationId: string; appointmentId: string };

/** Propose another time: held for the customer to accept or reject. */
export const useProposeShopTime = () =>
  useMutation({
    mutationFn: ({ startsAt, ...params }: BookingIds & { startsAt: string }) =>
      api.call(bookingsEndpoints.proposeShopAppointmentTime, { params, body: { startsAt } }),
    onSuccess: useInvalidateShop(),
  });

/** The job is done: the customer's card is charged the final total (never above the approved total). */
export const useCompleteShopBooking = () =>
  useMutation({
    mutationFn: ({ finalTotalCents, ...params }: BookingIds & { finalTotalCents: number }) =>
      api.call(bookingsEndpoints.completeShopAppointment, { params, body: { finalTotalCents } }),
    onSuccess: useInvalidateShop(),
  });

/** The customer did not come (after the start): the booking ends and the customer is emailed (ADR 046). */
export const useMarkShopBookingNoShow = () =>
  useMutation({
    mutationFn: (params: BookingIds) => api.call(bookingsEndpoints.markShopAppointmentNoShow, { params }),
    onSuccess: useInvalidateShop(),
  });

/** The same for a standalone appointment. */
export const useMarkShopVisitNoShow = () =>
  useMutation({
    mutationFn: (params: BookingIds) => api.call(standaloneAppointmentsEndpoints.markShopStandaloneNoShow, { params }),
    onSuccess: useInvalidateShop(),
  });
