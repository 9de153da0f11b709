import { useShopBookingTimes } from '../api/list-shop-booking-times';
import { useProposeShopTime } from '../api/propose-shop-time';

/** The free times the shop may propose for a booking, a week from a day, and the mutation proposing one. */
export function useProposeShopBookingTimes(input: { locationId: string; appointmentId: string; day: string }) {
  return { ...useShopBookingTimes(input), propose: useProposeShopTime() };
}
