/**
 * Service requests and their offers, the customer's side (issue 15). Other modules (the shop portal) record a
 * change to a request with `signalServiceRequest` inside their own transaction, so open event streams on every
 * node hear of it; they read requests and offers as the customer sees them with `toServiceRequests` / `readOffers`.
 */
export { type ServiceRequestCaches, serviceRequestsModule } from './service-requests.module.ts';
export { type ServiceRequestSignal, SERVICE_REQUEST_CHANNEL, signalServiceRequest } from './signals.ts';
export { readOfferLines, readOffers, type ServiceRequestRow, supersededByBid, toServiceRequests } from './read-service-requests.ts';
export { listMarketLocations, type MarketLocation, nearestLocations, REQUEST_APPOINTMENT_TYPE } from './market-locations.ts';
export { formatMiles, RANK_WEIGHTS, rankOffers } from './rank-offers.ts';
export { type BookedRequestWithdrawal } from './withdraw-service-request.ts';
export { type ListedBookings } from './list-service-requests.ts';
