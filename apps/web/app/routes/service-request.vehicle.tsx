import { useOnrampContinue } from '~/features/service-requests/hooks/use-onramp';
import { ServiceRequestVehicle } from '~/features/vehicles/components/service-request-vehicle';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /service-request/vehicle (docs/product/vehicles.md): the request's vehicle. */
export const handle: RouteHandle = { public: true, title: 'Your vehicle', stepBar: 'onramp', step: 'vehicle' };

export const meta = handleMeta;

export default function ServiceRequestVehicleStep() {
  return <ServiceRequestVehicle onContinue={useOnrampContinue()} />;
}
