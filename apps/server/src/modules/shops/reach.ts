import type { AppointmentType } from '@pitstop/contracts';
import { distanceMiles } from '../../data/zips.ts';

/** What decides whether a location may see a request. */
export interface ReachingLocation {
  /** The location, its company and its metro are all active. */
  active: boolean;
  metroId: string;
  lat: number;
  lon: number;
  appointmentTypes: readonly AppointmentType[];
  /** The location's metro's service radius. */
  serviceRadiusMiles: number;
}

export interface ReachedRequest {
  metroId: string;
  lat: number;
  lon: number;
}

/** Miles from a location to a request's zip centroid, to one decimal (as the inbox shows it). */
export const milesBetween = (location: ReachingLocation, request: ReachedRequest): number =>
  Math.round(distanceMiles(location, request) * 10) / 10;

/**
 * A request is in a location's reach (docs/product/shops.md, docs/security.md "Shop portal") when the location is active,
 * takes 'service' appointments, belongs to the request's metro and sits within the metro's service radius of the
 * request's zip — the rule that picks the locations autoquote asks. Outside it the request does not exist for
 * the location: 404, like a missing one.
 */
export function isInReach(location: ReachingLocation, request: ReachedRequest): boolean {
  return (
    location.active &&
    location.appointmentTypes.includes('service') &&
    location.metroId === request.metroId &&
    distanceMiles(location, request) <= location.serviceRadiusMiles
  );
}
