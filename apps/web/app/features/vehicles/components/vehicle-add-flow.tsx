import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OwnedVehicle } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { useEffect, useState } from 'react';
import { Link, Navigate, href, useLocation, useNavigate, useSearchParams } from 'react-router';
import { pushAlert } from '~/lib/alerts';
import { startApp } from '~/lib/app-start';
import { safeRedirectTarget } from '~/lib/route-guard';
import { type CartVehicle, type VehicleFlowSlice, useAppStore, useIsLoggedIn } from '~/lib/store';
import {
  EMPTY_DRAFT,
  INTERVAL_SERVICES_SOURCE,
  VEHICLE_ADD_STEPS,
  type VehicleAddFlow,
  type VehicleAddStep,
  type VehicleDraft,
  answer,
  describeVehicle,
  needsVinLookup,
  nextStep,
  parseDraft,
  previousStep,
  requestedStepOf,
  resolveStep,
  stepHref,
} from '../add-vehicle-steps';
import { useCreateOwnedVehicle } from '../api/create-owned-vehicle';
import { useDecodedVin } from '../api/decode-vin';
import { EngineStep } from './steps/engine-step';
import { MakeStep } from './steps/make-step';
import { MileageStep } from './steps/mileage-step';
import { ModelStep } from './steps/model-step';
import { ReviewStep } from './steps/review-step';
import type { StepProps } from './steps/step-props';
import { TrimStep } from './steps/trim-step';

export const toCartVehicle = (vehicle: OwnedVehicle): CartVehicle => ({
  id: vehicle.id,
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
  subModel: vehicle.subModel,
  engine: vehicle.engine,
  mileage: vehicle.mileage,
  vin: vehicle.vin,
});

/** Where each flow keeps its vehicle: the onramp cart, or the appointment being booked (docs/product/vehicles.md). */
const FLOW_SLICE: Record<VehicleAddFlow, VehicleFlowSlice> = { 'service-request': 'onrampCart', 'book-appointment': 'appointment' };

export interface VehicleAddFlowViewProps {
  flow: VehicleAddFlow;
  /** The step segment of the address (may be missing or unknown: the flow then goes to the right step). */
  requestedStep: string | undefined;
}

/**
 * The add-vehicle flow (docs/product/vehicles.md): the steps of the flow, a `vin` query value decoded and jumping to
 * mileage, and the result — POST /owned_vehicles for a signed-in user; for a guest the vehicle is kept in the
 * flow's state and saved to the account after sign-up (features/vehicles/hooks/use-save-pending-vehicle.ts).
 * `returnTo` (an in-app path) is where to go afterwards; `from=interval-services` on the mileage step sends
 * the user to /service-request/vehicle.
 */
export function VehicleAddFlowView({ flow, requestedStep }: VehicleAddFlowViewProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const createVehicle = useCreateOwnedVehicle();
  const [added, setAdded] = useState<CartVehicle | null>(null);
  const draft = parseDraft(params);
  const returnTo = safeRedirectTarget(params.get('returnTo'));
  const from = params.get('from') ?? (location.state as { from?: unknown } | null)?.from;

  const hrefFor = (step: VehicleAddStep, next: VehicleDraft) => stepHref(flow, step, next, returnTo);

  if (added) return <VehicleAdded vehicle={added} />;

  if (needsVinLookup(draft)) {
    return (
      <VinLookup
        vin={draft.vin}
        manualHref={hrefFor('make', EMPTY_DRAFT)}
        onDecoded={(decoded) => void navigate(hrefFor('mileage', decoded), { replace: true })}
      />
    );
  }

  // The route loaders redirect an address whose step cannot be shown (redirectToShownStep) before this
  // renders; what is left is a `from` carried in the navigation's state, which only the browser has.
  const requested = requestedStepOf(flow, requestedStep);
  const step = resolveStep(flow, requested, draft);
  if (step !== requested) return <Navigate to={hrefFor(step, draft)} replace />;
  if (step === 'mileage' && from === INTERVAL_SERVICES_SOURCE) return <Navigate to={href('/service-request/vehicle')} replace />;

  const steps = VEHICLE_ADD_STEPS[flow];
  const previous = previousStep(flow, step, draft);
  const props: StepProps = {
    flow,
    step,
    draft,
    position: { index: steps.indexOf(step), count: steps.length },
    backTo: previous ? hrefFor(previous, draft) : returnTo,
    hrefFor,
    advance: (changes) => {
      const next = answer(step, draft, changes);
      const following = nextStep(flow, step, next);
      if (following) void navigate(hrefFor(following, next));
    },
  };

  const save = async (mileage: number) => {
    // The session must be known (app start refreshes it) before deciding between account and guest.
    await startApp();
    const input = {
      year: draft.year as number,
      make: draft.make as string,
      model: draft.model as string,
      subModel: draft.trim ?? null,
      engine: draft.engine ?? null,
      mileage,
      vin: draft.vin,
    };
    const name = describeVehicle({ year: input.year, make: input.make, model: input.model });
    let vehicle: CartVehicle;
    if (useAppStore.getState().user.isLoggedIn) {
      vehicle = toCartVehicle(await createVehicle.mutateAsync(input));
      pushAlert({ type: 'success', message: `Your ${name} was added to your vehicles.`, timedDismiss: true });
    } else {
      vehicle = { id: null, ...input };
      pushAlert({ type: 'info', message: `We’ll save your ${name} to your account when you sign up.`, timedDismiss: true });
    }
    useAppStore.getState().setFlowVehicle(FLOW_SLICE[flow], vehicle);
    if (returnTo) void navigate(returnTo);
    else if (flow === 'service-request') void navigate(href('/service-request/vehicle'));
    else setAdded(vehicle);
  };

  switch (step) {
    case 'make':
      return <MakeStep {...props} onVin={(vin) => void navigate(hrefFor('mileage', { ...EMPTY_DRAFT, vin }))} />;
    case 'model':
      return <ModelStep {...props} />;
    case 'trim':
      return <TrimStep {...props} />;
    case 'engine':
      return <EngineStep {...props} />;
    case 'subModel':
      return <ReviewStep {...props} />;
    case 'mileage':
      return (
        <MileageStep
          {...props}
          onSave={save}
          saveNote={
            isLoggedIn
              ? 'We’ll add it to the vehicles on your account.'
              : 'You’re not signed in: we’ll keep this vehicle on this device and save it to your account when you sign up.'
          }
        />
      );
  }
}

/** A `vin` link: the VIN is decoded (the first decode may take a few seconds), then the flow asks the mileage. */
function VinLookup({ vin, manualHref, onDecoded }: { vin: string; manualHref: string; onDecoded: (draft: VehicleDraft) => void }) {
  const decoded = useDecodedVin(vin);
  const found = decoded.isSuccess ? decoded.data : null;
  useEffect(() => {
    if (found) onDecoded({ year: found.year, make: found.make, model: found.model, trim: found.subModel, engine: null, vin: found.vin });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per decoded VIN
  }, [found]);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Finding your vehicle
        </Title>
        {decoded.isError ? (
          <Alert color="red" role="alert" title="We could not look up this VIN">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{extractErrorText(decoded.error)}</Text>
              <Button component={Link} to={manualHref} variant="default" size="sm">
                Choose the vehicle yourself
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Looking up VIN {vin}…</Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** The end of the appointment flow's vehicle step: the next step (choosing a time) is not open yet. */
function VehicleAdded({ vehicle }: { vehicle: CartVehicle }) {
  const isLoggedIn = useIsLoggedIn();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Vehicle added
        </Title>
        <Text>
          {describeVehicle({ ...vehicle, trim: vehicle.subModel, engine: vehicle.engine }, true)}
          {vehicle.id ? ' is saved to your account.' : ' is kept on this device and will be saved to your account when you sign up.'}
        </Text>
        <Text c="dimmed">Booking an appointment time online opens in a later release.</Text>
        <Group gap="sm">
          {isLoggedIn ? (
            <Button component={Link} to={href('/profile/vehicle')}>
              See your vehicles
            </Button>
          ) : (
            <Button component={Link} to={href('/sign-up')}>
              Create your free account
            </Button>
          )}
          <Button component={Link} to={href('/')} variant="default">
            Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
