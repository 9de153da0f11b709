import { type AppointmentSlice, useAppStore } from '~/lib/store';

/**
 * Changes the standalone appointment being booked (docs/product/booking-and-payments.md; persisted with the
 * store). Kept out of lib/store.ts: the store is in the landing page's JS, this only in the booking pages'.
 */
export const setAppointment = (changes: Partial<AppointmentSlice>) =>
  useAppStore.setState((state) => ({ appointment: { ...state.appointment, ...changes } }));
