import type { NotificationMethod, ServiceRequestCreate } from '@pitstop/contracts';
import { useAppStore } from '~/lib/store';
import { requestFormToken, setNotificationMethod } from './onramp-cart';
import { onrampCartOf } from './onramp-steps';
import { serviceRequestBody } from './request-body';

export interface SendRequestDeps {
  /** Saves a guest's vehicle to the account (POST /v3/owned_vehicles); it becomes the cart's `ownedVehicle`. */
  savePendingVehicle: () => Promise<void>;
  create: (body: ServiceRequestCreate) => Promise<{ id: string }>;
}

/**
 * The onramp's last act (docs/product/requests-and-offers.md): the contact step's notification method goes in the cart, a guest's vehicle
 * is saved to the new account, and the request is created with the cart's form token (made once: a second click
 * or a retry sends the same token, and the server answers with the same request). Null when there is no saved
 * vehicle to send (the save was refused, and said why): the onramp's guard then goes back to the vehicle step.
 */
export async function sendServiceRequest(deps: SendRequestDeps, notificationMethod: NotificationMethod): Promise<{ id: string } | null> {
  setNotificationMethod(notificationMethod);
  if (useAppStore.getState().onrampCart.vehicleToCreate) await deps.savePendingVehicle();
  const cart = onrampCartOf(useAppStore.getState().onrampCart);
  const ownedVehicleId = cart.ownedVehicle?.id;
  if (!ownedVehicleId) return null;
  return deps.create(serviceRequestBody(cart, { ownedVehicleId, notificationMethod, requestFormToken: requestFormToken() }));
}
