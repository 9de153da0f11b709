import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { OwnedVehicle } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useMyDetailedSubscriptions } from '~/features/membership/api/list-my-detailed-subscriptions';
import { RoadsideHelp, type RoadsideHelpProps } from '~/features/membership/components/roadside-help';
import { ROADSIDE_PERK } from '~/features/membership/roadside-text';
import { useOwnedVehicles } from '~/features/vehicles/api/get-owned-vehicles';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /profile/roadside (spec 001 §2, §9; docs/product/membership.md): roadside help for a member whose plan includes
 * it; anyone else is told so, with a way to join.
 */
export const handle: RouteHandle = { title: 'Roadside help' };

export const meta = handleMeta;

const vehicleName = (vehicle: OwnedVehicle) => [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');

export default function ProfileRoadside() {
  const subscriptions = useMyDetailedSubscriptions();
  const withRoadside = subscriptions.data?.find((subscription) => subscription.roadside !== null) as RoadsideHelpProps['subscription'] | undefined;
  const vehicles = useOwnedVehicles(withRoadside !== undefined);
  return (
    <Stack gap="lg" maw={760}>
      <Title order={2} fz="xl">
        Roadside help
      </Title>
      {subscriptions.isPending ? (
        <Loading>Loading your membership…</Loading>
      ) : subscriptions.isError ? (
        <LoadFailed title="We could not load your membership" error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
      ) : withRoadside ? (
        <RoadsideHelp
          subscription={withRoadside}
          vehicles={(vehicles.data ?? []).map((vehicle) => ({ value: vehicle.id, label: vehicleName(vehicle) }))}
        />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>
              {subscriptions.data.length > 0 ? 'Your membership does not include roadside help.' : 'Roadside help is for plus members.'} Members get{' '}
              {ROADSIDE_PERK.charAt(0).toLowerCase() + ROADSIDE_PERK.slice(1)}.
            </Text>
            <Button component={Link} to={href('/subscriptions')}>
              See plans and pricing
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
