import type { OwnedVehicle, OwnedVehicleRequest } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { useEffect } from 'react';
import { pushAlert } from '~/lib/alerts';
import { type CartVehicle, useAppStore, useIsLoggedIn } from '~/lib/store';
import { useCreateOwnedVehicle } from '../api/create-owned-vehicle';

type Create = (input: OwnedVehicleRequest) => Promise<OwnedVehicle>;

let saving: Promise<void> | null = null;

const toRequest = ({ year, make, model, subModel, engine, mileage, vin }: CartVehicle): OwnedVehicleRequest => ({
  year,
  make,
  model,
  subModel,
  engine,
  mileage,
  vin,
});

/**
 * Saves the vehicle a guest added in a flow (kept as `vehicleToCreate` in the onramp cart or the appointment)
 * to the account once they are signed in; it then becomes the flow's `ownedVehicle`. A vehicle the server
 * refuses (say, a VIN already on the account) is dropped with the reason shown. Runs once at a time.
 */
export function savePendingVehicles(create: Create): Promise<void> {
  saving ??= (async () => {
    for (const flow of ['onrampCart', 'appointment'] as const) {
      const { [flow]: slice, setFlowVehicle } = useAppStore.getState();
      const vehicle = slice.vehicleToCreate;
      if (!vehicle) continue;
      try {
        const saved = await create(toRequest(vehicle));
        setFlowVehicle(flow, { ...vehicle, id: saved.id });
        pushAlert({
          type: 'success',
          message: `Your ${saved.year} ${saved.make} ${saved.model} is now saved to your account.`,
          timedDismiss: true,
        });
      } catch (error) {
        setFlowVehicle(flow, null);
        pushAlert({
          type: 'warning',
          message: `We could not save your ${vehicle.year} ${vehicle.make} ${vehicle.model}: ${extractErrorText(error)}`,
        });
      }
    }
  })().finally(() => {
    saving = null;
  });
  return saving;
}

/** Mount where a newly signed-in user lands (dashboard, vehicle pages): saves a guest's pending vehicle. */
export function useSavePendingVehicle(): void {
  const isLoggedIn = useIsLoggedIn();
  const pending = useAppStore((state) => Boolean(state.onrampCart.vehicleToCreate || state.appointment.vehicleToCreate));
  const { mutateAsync } = useCreateOwnedVehicle();
  useEffect(() => {
    if (isLoggedIn && pending) void savePendingVehicles(mutateAsync);
  }, [isLoggedIn, pending, mutateAsync]);
}
