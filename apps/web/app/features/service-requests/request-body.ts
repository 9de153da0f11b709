import type { NotificationMethod, ServiceRequestCreate } from '@pitstop/contracts';
import { type OnrampCart, cartVehicleOf, vehicleKey } from './onramp-steps';

/**
 * POST /v3/service_requests from the cart (docs/product/requests-and-offers.md): each service with its
 * interview answers, the vehicle saved to the account, the zip, the notes, the interval services chosen for this
 * vehicle (maintenance_interval), the urgency with its description and the concierge wish, the contact step's notification method and the form token.
 */
export function serviceRequestBody(
  cart: OnrampCart,
  { ownedVehicleId, notificationMethod, requestFormToken }: { ownedVehicleId: string; notificationMethod: NotificationMethod; requestFormToken: string },
): ServiceRequestCreate {
  const vehicle = cartVehicleOf(cart);
  const interval = cart.intervalServices;
  const intervalForVehicle = interval !== null && vehicle !== null && interval.vehicleKey === vehicleKey(vehicle);
  return {
    services: cart.services.map((service) => ({
      serviceId: service.id,
      answers: cart.answers.find((answered) => answered.serviceId === service.id)?.answers ?? [],
    })),
    ownedVehicleId,
    zipcode: cart.zipcode ?? '',
    notes: cart.notes.trim() || null,
    maintenanceInterval:
      intervalForVehicle && interval.services.length > 0 ? { mileage: interval.mileage, services: interval.services } : null,
    source: 'Web',
    urgency: cart.urgency,
    urgencyDescription: cart.urgencyDescription.trim() || null,
    concierge: cart.concierge,
    notificationMethod,
    requestFormToken,
  };
}
