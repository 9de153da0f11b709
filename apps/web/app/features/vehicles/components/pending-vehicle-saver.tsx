import { useSavePendingVehicle } from '../hooks/use-save-pending-vehicle';

/** Saves a guest's vehicle to the account once signed in (see use-save-pending-vehicle.ts). Renders nothing. */
export function PendingVehicleSaver() {
  useSavePendingVehicle();
  return null;
}
