import { Paper, Stack, Text, Title } from '@mantine/core';
import { rewardsEarnedCents } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { useParams } from 'react-router';
import { bookingPath } from '~/features/bookings/booking-paths';
import { AppointmentStates } from '~/features/bookings/components/appointment-states';
import { TestModeNotice } from '~/components/ui/test-mode-notice';
import { BookingMoneyTable } from '~/features/bookings/components/booking-money';
import { OfferPage } from '~/features/service-requests/components/offer-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/completed, "Service Completed" (docs/product/booking-and-payments.md): the receipt as the server
 * reads the booking's money (the same as the Service Completed email) — the estimate's lines, each extra line
 * approved or declined (not charged), the approved total, discount and rewards, and what was charged to which
 * card. A booking not completed yet says so.
 */
export const handle: RouteHandle = { title: 'Service Completed' };

export const meta = handleMeta;

export default function Completed() {
  const { id = '', offerId = '' } = useParams();
  const ids = { id, offerId };
  return (
    <OfferPage title="Service Completed" requestId={id} offerId={offerId}>
      {() => (
        <AppointmentStates requestId={id} bookHref={bookingPath('book', ids)}>
          {(booking) =>
            booking.status !== 'completed' ? (
              <Text role="status">The shop has not marked this job completed yet. Your appointment: {booking.slot.label}.</Text>
            ) : (
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="receipt">
                <Stack gap={4}>
                  <Title order={2} fz="lg" id="receipt">
                    Receipt
                  </Title>
                  <Text size="sm">Appointment: {booking.slot.label}</Text>
                  <BookingMoneyTable money={booking.money} variant="receipt" label="Receipt lines" />
                  {booking.money.chargedCents !== null && <TestModeNotice />}
                  {rewardsEarnedCents(booking.money.chargedCents ?? 0) > 0 && (
                    <Text size="sm">You earned {formatCents(rewardsEarnedCents(booking.money.chargedCents ?? 0))} in rewards for this job.</Text>
                  )}
                </Stack>
              </Paper>
            )
          }
        </AppointmentStates>
      )}
    </OfferPage>
  );
}
