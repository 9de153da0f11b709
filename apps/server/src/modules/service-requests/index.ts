/**
 * Service requests and their offers, the customer's side. Other modules (the shop portal) record a change to a
 * request with `app.events.emit(tx, …)` inside their own transaction (ADR 051), so caches and open event streams on
 * every node hear of it; they read requests and offers as the customer sees them with `toServiceRequests` / `readOffers`.
 */
export { serviceRequestsModule } from './service-requests.module.ts';
export { readOfferLines, readOffers, type ServiceRequestRow, supersededByBid, toServiceRequests } from './read-service-requests.ts';
export { listMarketLocations, type MarketLocation, nearestLocations, REQUEST_APPOINTMENT_TYPE } from './market-locations.ts';
export { formatMiles, RANK_WEIGHTS, rankOffers } from './rank-offers.ts';
export { scheduledServices } from './list-packages.ts';
export { UserRequestLists } from './user-request-lists.ts';
