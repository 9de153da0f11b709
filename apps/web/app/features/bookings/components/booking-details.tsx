import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { CARD_BRAND_NAMES } from '@pitstop/contracts';
import { TestModeNotice } from '~/components/ui/test-mode-notice';
import type { AppointmentView } from '../api/list-appointments';
import { paymentSentence } from '../slot-display';
import { BookingMoneyTable } from './booking-money';

/**
 * A booking: the time in the shop's zone, where, the money (held, when, which card; the estimate's lines and the
 * extra work approved or declined, and what is held now) and the calendar event.
 */
export function BookingDetails({ booking, shopAddress }: { booking: AppointmentView; shopAddress: string }) {
  const { payment } = booking;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-details">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="booking-details">
          Your appointment
        </Title>
        <Text fw={700}>{booking.slot.label}</Text>
        <Text size="sm">
          At {booking.serviceAddress ? `${booking.serviceAddress.addressLine1}, ${booking.serviceAddress.addressCity}, ${booking.serviceAddress.addressState} ${booking.serviceAddress.addressZipcode}` : shopAddress}
        </Text>
        {payment ? (
          <>
            <Text size="sm">{paymentSentence(payment, booking.slot.timeZone)}</Text>
            <Text size="sm">
              Card: {CARD_BRAND_NAMES[payment.cardBrand]} ending in {payment.cardLast4}
            </Text>
            <TestModeNotice />
          </>
        ) : (
          <Text size="sm">Nothing is held on your card: your rewards cover the whole estimate.</Text>
        )}
        <BookingMoneyTable money={booking.money} variant="held" label="What you pay" />
        <div>
          <Anchor href={booking.calendarUrl} download="appointment.ics">
            Add to calendar
          </Anchor>
        </div>
      </Stack>
    </Paper>
  );
}
