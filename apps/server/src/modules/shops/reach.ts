import type { AppointmentType } from '@pitstop/contracts';
import { and, between, type Column, eq, type SQL, sql } from 'drizzle-orm';
import { distanceMiles, EARTH_RADIUS_MILES } from '../../data/zips.ts';

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

/** Whether the location reaches any request at all (active, taking service work). */
export const reachesRequests = (location: ReachingLocation): boolean => location.active && location.appointmentTypes.includes('service');

/**
 * How far PostgreSQL's trigonometry may differ from V8's, with room to spare (their results differ in the last bits
 * at most): the SQL rule below is this much wider, and isInReach has the last word (ADR 085).
 */
export const REACH_SLACK_MILES = 1e-6;

/** Degrees of latitude in a mile, rounded so the box below always holds the whole circle. */
const DEGREES_PER_MILE = 1 / 68;

interface PlaceColumns {
  metroId: Column;
  lat: Column;
  lon: Column;
}

/** distanceMiles (data/zips.ts) in SQL: the same haversine, from the location to the row's lat/lon. */
const sqlMilesFrom = (location: ReachingLocation, { lat, lon }: Pick<PlaceColumns, 'lat' | 'lon'>): SQL<number> =>
  sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${location.lat}::float8) / 2), 2)
    + cos(radians(${location.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${location.lon}::float8) / 2), 2)))))`;

/**
 * The reach rule as a condition on a table's metro and lat/lon (ADR 085): the location's metro, a box around the
 * radius (index columns, so an index filters by it before any row is read) and the distance within the radius plus
 * REACH_SLACK_MILES. A row a hair outside the radius may pass; callers keep what isInReach accepts. Only for a
 * location that reaches requests at all (reachesRequests).
 */
export function sqlInReach(location: ReachingLocation, columns: PlaceColumns): SQL {
  const latDelta = location.serviceRadiusMiles * DEGREES_PER_MILE;
  const lonDelta = latDelta / Math.cos(((Math.abs(location.lat) + latDelta) * Math.PI) / 180);
  return and(
    eq(columns.metroId, location.metroId),
    between(columns.lat, location.lat - latDelta, location.lat + latDelta),
    between(columns.lon, location.lon - lonDelta, location.lon + lonDelta),
    sql`${sqlMilesFrom(location, columns)} <= ${location.serviceRadiusMiles + REACH_SLACK_MILES}::float8`,
  ) as SQL;
}
