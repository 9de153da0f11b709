import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { type SlotView, useProposalsOfDay } from '../api/list-appointment-proposals';
import type { ChosenTime } from '../booking-paths';

/**
 * The time chosen on the book page, read again from the shop's free times of its week (so a reload keeps it
 * and a time taken meanwhile is said to be gone), then the page's part that needs it.
 */
export function ChosenSlot({
  requestId,
  offerId,
  chosen,
  chooseAgainHref,
  children,
}: {
  requestId: string;
  offerId: string;
  chosen: ChosenTime;
  chooseAgainHref: string;
  children: (slot: SlotView) => ReactNode;
}) {
  const week = useProposalsOfDay(requestId, offerId, chosen.day);
  if (week.isPending) return <Loading>Checking your time is still free…</Loading>;
  if (week.isError) return <LoadFailed title="We could not check your time" error={week.error} onRetry={() => void week.refetch()} />;
  const slot = week.data.data.find((candidate) => Date.parse(candidate.startsAt) === Date.parse(chosen.time));
  if (!slot) {
    return (
      <Alert color="orange" role="alert" title="That time is no longer free">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Someone may have just booked it, or it is too soon now.</Text>
          <Anchor component={Link} to={chooseAgainHref}>
            Choose another time
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return children(slot);
}
