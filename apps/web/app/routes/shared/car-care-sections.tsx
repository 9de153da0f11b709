import type { OwnedVehicle } from '@pitstop/contracts';
import { useNavigate } from 'react-router';
import type { VehicleMaintenanceView } from '~/features/car-care/api/list-maintenance-due';
import { DueNext } from '~/features/car-care/components/due-next';
import { WarrantyWallet } from '~/features/car-care/components/warranty-wallet';
import { useServices } from '~/features/catalog/api/get-services';
import { nextOnrampPath } from '~/features/service-requests/hooks/use-onramp';
import { startMaintenanceRequest } from '~/features/service-requests/onramp-cart';
import { useOwnedVehicles } from '~/features/vehicles/api/get-owned-vehicles';
import { toCartVehicle } from '~/features/vehicles/components/vehicle-add-flow';
import { MessageShop } from './your-lists';

/**
 * Car care on the dashboard and a vehicle's page (docs/product/car-care.md), composed here because it draws on
 * four features: what is due (car-care) starts a request (service-requests) for the vehicle (vehicles) with the
 * catalogue's services (catalog); a warranty's shop is messaged (messages, through your-lists' MessageShop).
 */
export function DueNextSection({ vehicleId, headingOrder }: { vehicleId?: string; headingOrder?: 2 | 3 }) {
  const navigate = useNavigate();
  const catalogue = useServices();
  const vehicles = useOwnedVehicles();
  const start = (due: VehicleMaintenanceView, serviceIds: string[]) => {
    const vehicle = vehicles.data?.find((owned: OwnedVehicle) => owned.id === due.id);
    const services = serviceIds.flatMap((id) => catalogue.data?.find((service) => service.id === id) ?? []);
    if (!vehicle || services.length === 0) return;
    const dueAt = due.items.filter((item) => serviceIds.includes(item.serviceId)).map((item) => item.dueAtMileage);
    startMaintenanceRequest({ vehicle: toCartVehicle(vehicle), services, mileage: Math.min(...dueAt) });
    void navigate(nextOnrampPath());
  };
  return <DueNext onRequest={start} vehicleId={vehicleId} headingOrder={headingOrder} canRequest={catalogue.isSuccess && vehicles.isSuccess} />;
}

export function WarrantySection({ vehicleId, headingOrder }: { vehicleId?: string; headingOrder?: 2 | 3 }) {
  return (
    <WarrantyWallet
      vehicleId={vehicleId}
      headingOrder={headingOrder}
      contact={(warranty) => <MessageShop requestId={warranty.serviceRequestId} locationId={warranty.locationId} shopName={warranty.shopName} />}
    />
  );
}
