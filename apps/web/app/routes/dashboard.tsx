import { Alert, Anchor, Button, Container, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OwnedVehicle } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { useFreshProfile } from '~/features/accounts/api/get-profile';
import { RewardsCard } from '~/features/accounts/components/rewards-card';
import { UnreadMessagesCard } from '~/features/messages/components/unread-messages-card';
import { ReviewsWaitingCard } from '~/features/reviews/components/reviews-waiting-card';
import { useOwnedVehicles } from '~/features/vehicles/api/get-owned-vehicles';
import { addVehiclePath } from '~/features/vehicles/add-vehicle-steps';
import { PendingVehicleSaver } from '~/features/vehicles/components/pending-vehicle-saver';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { DueNextSection, WarrantySection } from './shared/car-care-sections';
import { ServiceRequestStart } from './shared/service-request-start';
import { RequestListSection, StandaloneListSection } from './shared/your-lists';

/**
 * /dashboard (docs/product/signed-in-home.md, the signed-in home): what the person has, live — open
 * requests with their offers and what is new, upcoming bookings with what can be done about them, past jobs with
 * their receipts, appointments booked directly, messages, reviews waiting, what is due next on each vehicle and the
 * warranties of past jobs (docs/product/car-care.md), vehicles, rewards — each with a loading state and an empty state
 * that is true; a service request to start and a way to book a shop directly.
 */
export const handle: RouteHandle = { title: 'Dashboard' };

export const meta = handleMeta;

const vehicleName = (vehicle: OwnedVehicle) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.subModel].filter(Boolean).join(' ');

function VehiclesCard() {
  const vehicles = useOwnedVehicles();
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <PendingVehicleSaver />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your vehicles
        </Title>
        {vehicles.isPending && <Loader size="sm" aria-label="Loading your vehicles" />}
        {vehicles.isError && (
          <Alert color="red" variant="light" role="alert">
            {vehicles.error.message}
          </Alert>
        )}
        {vehicles.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No vehicles yet. Add your car when you request an estimate: shops price the job for your make and model.
          </Text>
        )}
        {vehicles.data && vehicles.data.length > 0 && (
          <List spacing="xs" listStyleType="none" aria-label="Your vehicles">
            {vehicles.data.map((vehicle) => (
              <List.Item key={vehicle.id}>
                <Text fw={600}>{vehicleName(vehicle)}</Text>
                <Text size="sm" c="dimmed">
                  {vehicle.mileage !== null ? `${vehicle.mileage.toLocaleString('en-US')} miles` : 'Mileage not set'}
                  {vehicle.vin ? ` · VIN ${vehicle.vin}` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {vehicles.isSuccess && (
          <Group gap="sm">
            <Button component={Link} to={addVehiclePath(href('/dashboard'))} size="sm" variant={vehicles.data.length ? 'default' : 'filled'}>
              Add a vehicle
            </Button>
            {vehicles.data.length > 0 && (
              <Anchor component={Link} to={href('/profile/vehicle')} size="sm">
                Manage your vehicles
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export default function Dashboard() {
  const { profile } = useFreshProfile();
  if (!profile) return null;
  const name = profile.firstName?.trim();
  return (
    // The header's width and padding (app-header.tsx: Container size lg): the page lines up with the logo, the nav and
    // the alerts above it, banner or not.
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {name ? `Hi, ${name}` : 'Welcome'}
          </Title>
          <Text c="dimmed">Your requests, appointments, vehicles and rewards in one place.</Text>
        </Stack>
        {!profile.confirmed && (
          <Alert color="yellow" variant="light" title="Confirm your email address">
            <Group gap="xs">
              <Text size="sm">We sent a code to {profile.email}.</Text>
              <Anchor component={Link} to={href('/activate-account')} size="sm" fw={600} underline="always">
                Enter the code
              </Anchor>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <RequestListSection scope="open" title="Open requests" empty="No open requests right now." allHref={href('/service-requests')} />
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <RequestListSection
                scope="booked"
                title="Upcoming bookings"
                empty="No booked appointments. Choose an estimate to book a time at that shop."
                allHref={`${href('/service-requests')}?scope=booked`}
              />
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <RequestListSection scope="past" title="Past jobs" empty="No past jobs yet." allHref={`${href('/service-requests')}?scope=past`} />
            </Paper>
            <UnreadMessagesCard />
            <ReviewsWaitingCard />
          </Stack>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Request service
                </Title>
                <Text size="sm" c="dimmed">
                  Tell us what your car needs and where it is: shops near you send upfront offers.
                </Text>
                <ServiceRequestStart formLabel="Request service" />
                <Group gap="xs">
                  <Text size="sm">Know your shop already?</Text>
                  <Button component={Link} to={href('/book-appointment')} size="xs" variant="light">
                    Book an appointment
                  </Button>
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="lg">
                <StandaloneListSection which="upcoming" title="Appointments coming up" empty="No appointments booked directly are coming up." allHref={href('/appointments')} />
                <Anchor component={Link} to={href('/appointments')} size="sm" fw={600}>
                  All your appointments, past ones too
                </Anchor>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <DueNextSection />
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <WarrantySection />
            </Paper>
            <RewardsCard profile={profile} origin={typeof window === 'undefined' ? '' : window.location.origin} detailsHref={href('/rewards')} />
            <VehiclesCard />
          </Stack>
        </SimpleGrid>
        <Group>
          <Button component={Link} to={href('/profile/account')} variant="default">
            Edit your profile
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
