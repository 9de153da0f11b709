import type { ShopRequestDetail } from '@pitstop/contracts';
import { getServicePricing } from '../catalog/index.ts';
import { priceJob } from '../offers/index.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { inboxItems, reachableRequest, requestedServices } from './shop-requests.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * GET /locations/:locationId/requests/:requestId: the request as the inbox shows it, and the bid form's starting
 * lines (`draft`): each requested service priced by autoquote at this location's rates for the request's vehicle
 * class and interview weights — a service autoquote leaves to shops is priced as if it were autoquotable (the
 * catalogue's hours and parts), so the form opens filled in and the shop only adjusts.
 */
export async function getShopRequest(
  deps: Pick<ShopsDeps, 'db'>,
  { location, requestId }: { location: StaffLocation; requestId: string },
): Promise<ShopRequestDetail> {
  const request = await reachableRequest(deps.db, location, requestId);
  const [[item], requested] = await Promise.all([
    inboxItems(deps.db, location.id, [request]),
    requestedServices(deps.db, request.id),
  ]);
  const pricing = new Map((await getServicePricing(deps.db, requested.map((service) => service.serviceId))).map((facts) => [facts.serviceId, facts]));
  const quote = priceJob({
    services: requested.map((service) => {
      const facts = pricing.get(service.serviceId);
      if (!facts) throw new Error(`Service ${service.serviceId} of request ${request.id} has no pricing facts`);
      return { pricing: { ...facts, autoquotable: true }, weight: service.weight };
    }),
    vehicleClass: request.vehicleClass,
    shop: location,
  });
  if (quote.kind !== 'quote') throw new Error('Every service is priced as autoquotable');
  const names = new Map(requested.map((service) => [service.serviceId, service.name]));
  const draft = quote.lines.map(({ pricingMethod: _method, serviceId, ...figures }) => ({
    serviceId,
    serviceName: names.get(serviceId) ?? '',
    ...figures,
  }));
  if (!item) throw new Error(`Request ${request.id} vanished while it was read`);
  return { ...item, draft };
}
