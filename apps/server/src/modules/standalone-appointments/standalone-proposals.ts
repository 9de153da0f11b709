import { type AppointmentType, STANDALONE_JOB_MINUTES, type StandaloneLocation, standaloneAppointmentMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { distanceMiles, getZip } from '../../data/zips.ts';
import type { Db, Tx } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { type ProposalPage, proposalPage } from '../bookings/index.ts';
import { activeLocationOffering } from '../shops/index.ts';
import type { StandaloneLocationRow } from './standalone-read.ts';

/** How many locations the Schedule step chooses among. */
export const STANDALONE_LOCATIONS_LIMIT = 10;

/**
 * A location that takes standalone appointments of the type: active, of an active company, taking the type. An
 * unknown or inactive location is 404; one that does not take the type is 422 at `pointer`.
 */
export async function standaloneLocation(db: Db | Tx, id: string, type: AppointmentType, pointer: string): Promise<StandaloneLocationRow> {
  const [found] = isUuid(id)
    ? await db
        .select({ location: shopLocations })
        .from(shopLocations)
        .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
        .where(and(eq(shopLocations.id, id), eq(shopLocations.active, true), eq(shopCompanies.active, true)))
    : [];
  if (!found) throw new AppError('not_found', standaloneAppointmentMessages.locationNotFound);
  if (!found.location.appointmentTypes.includes(type)) {
    throw new AppError('validation_failed', standaloneAppointmentMessages.typeNotTaken, { pointer });
  }
  return found.location;
}

/**
 * GET /v3/standalone_appointments/{locationId}/appointment_proposals: the location's free times for the type's
 * job length, PROPOSAL_DAYS days from `day` (shop's zone) or from the first day with one (`first`).
 */
export async function listStandaloneProposals(
  deps: Pick<StandaloneDeps, 'db' | 'reads' | 'clock'>,
  input: { locationId: string; appointmentType: AppointmentType; day: string },
): Promise<ProposalPage> {
  const location = await standaloneLocation(deps.db, input.locationId, input.appointmentType, '/appointment_type');
  const jobMinutes = STANDALONE_JOB_MINUTES[input.appointmentType];
  return proposalPage(deps.reads, { location, jobMinutes, now: deps.clock.now(), day: input.day });
}

/**
 * GET /v3/standalone_appointments/locations?zipcode=&appointment_type=: the active locations taking the type
 * whose metro's service radius reaches the zip, nearest first (at most STANDALONE_LOCATIONS_LIMIT).
 */
export async function standaloneLocationsNear(
  db: Db,
  input: { zipcode: string; appointmentType: AppointmentType },
): Promise<Array<StandaloneLocation & { id: string }>> {
  const zip = getZip(input.zipcode.slice(0, 5));
  if (!zip) throw new AppError('validation_failed', standaloneAppointmentMessages.zipUnknown, { parameter: 'zipcode' });
  const rows = await db
    .select({ location: shopLocations, companyName: shopCompanies.name, radius: metros.serviceRadiusMiles })
    .from(shopLocations)
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(activeLocationOffering(input.appointmentType));
  return rows
    .map((row) => ({ ...row, miles: distanceMiles(zip, row.location) }))
    .filter((row) => row.miles <= row.radius)
    .sort((a, b) => a.miles - b.miles || a.location.id.localeCompare(b.location.id))
    .slice(0, STANDALONE_LOCATIONS_LIMIT)
    .map(({ location, companyName, miles }) => ({
      id: location.id,
      name: location.name,
      companyName,
      address: location.address,
      city: location.city,
      state: location.state,
      zipcode: location.zipcode,
      phone: location.phone,
      timeZone: location.timeZone,
      distanceMiles: Math.round(miles * 10) / 10,
      appointmentTypes: location.appointmentTypes,
    }));
}
