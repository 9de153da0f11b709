import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRovingFocus } from '~/components/ui/roving-focus';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { type SlotView, useAppointmentProposals } from '../api/list-appointment-proposals';
import { type SlotDay, groupSlotsByDay, timeLabel } from '../slot-display';

export interface SlotPickerProps {
  requestId: string;
  /** The offer being booked; null for the request's accepted offer (reschedule). */
  offerId: string | null;
  onChoose: (slot: SlotView) => void;
  /** The slot being acted on (its button shows the loading state), if any. */
  pendingSlotKey?: string | null;
  /** The time already booked, shown as such and not offered. */
  currentStartsAt?: string | null;
}

/**
 * The shop's free times (docs/product/booking-and-payments.md), a week at a time from the first free day,
 * grouped by the shop's day and shown in its zone with the zone's abbreviation. "Show later times" loads the
 * next week (`meta.nextDay`) until the booking horizon.
 */
export function SlotPicker({ requestId, offerId, onChoose, pendingSlotKey = null, currentStartsAt = null }: SlotPickerProps) {
  const proposals = useAppointmentProposals(requestId, offerId);
  if (proposals.isPending) return <Loading>Finding free times…</Loading>;
  if (proposals.isError)
    return <LoadFailed title="We could not load the free times" error={proposals.error} onRetry={() => void proposals.refetch()} />;

  const pages = proposals.data.pages;
  const meta = pages[0]?.meta;
  const days = groupSlotsByDay(pages.flatMap((page) => page.data).filter((slot) => slot.startsAt !== currentStartsAt));
  return (
    <Stack gap="lg">
      {meta && (
        <Text size="sm">
          Times are in the shop&apos;s time zone ({meta.timeZoneAbbreviation}). The job takes about{' '}
          {meta.jobMinutes >= 60 ? `${Math.round((meta.jobMinutes / 60) * 10) / 10} h` : `${meta.jobMinutes} min`} at the shop.
        </Text>
      )}
      {days.length === 0 && (
        <Text role="status">{proposals.hasNextPage ? 'No free times this week.' : 'This shop has no free times in the coming weeks.'}</Text>
      )}
      {days.map((day) => (
        <section key={day.day}>
          <Title order={2} fz="md" id={`day-${day.day}`} mb="xs">
            {day.heading}
          </Title>
          <DayTimes day={day} onChoose={onChoose} pendingSlotKey={pendingSlotKey} />
        </section>
      ))}
      {proposals.hasNextPage && (
        <div>
          <Button variant="light" loading={proposals.isFetchingNextPage} onClick={() => void proposals.fetchNextPage()}>
            Show later times
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** One day's times: a group named by the day's heading, one Tab stop (components/ui/roving-focus.ts). */
function DayTimes({ day, onChoose, pendingSlotKey }: { day: SlotDay<SlotView> } & Pick<SlotPickerProps, 'onChoose' | 'pendingSlotKey'>) {
  const roving = useRovingFocus<HTMLButtonElement>({ group: '[role="group"]', item: 'button', count: day.slots.length });
  return (
    <Group gap="xs" role="group" aria-labelledby={`day-${day.day}`}>
      {day.slots.map((slot, index) => (
        <Button
          key={slot.id}
          variant="default"
          size="sm"
          aria-label={slot.label}
          {...roving.itemProps(index)}
          loading={pendingSlotKey === slot.id}
          disabled={pendingSlotKey != null && pendingSlotKey !== slot.id}
          onClick={() => onChoose(slot)}
        >
          {timeLabel(slot.time)} {slot.timeZoneAbbreviation}
        </Button>
      ))}
    </Group>
  );
}
