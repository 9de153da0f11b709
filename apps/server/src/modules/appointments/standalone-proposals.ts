import { type AppointmentType, STANDALONE_JOB_MINUTES, type StandaloneLocation, standaloneAppointmentMessages } from '@pitstop/contracts';
import { and, arrayContains, eq } from 'drizzle-orm';
import { distanceMiles, getZip } from '../../data/zips.ts';
import type { Db, Tx } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { PROPOSAL_DAYS, type ProposalPage, slotDocument, slotsInWindow } from './proposals.ts';
import { bookingDays, type EngineSlot } from './slots.ts';
import type { StandaloneLocationRow } from './standalone-read.ts';
import { addDays, zoneAbbreviation } from './zoned-time.ts';

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
  deps: Pick<AppointmentsDeps, 'db' | 'clock'>,
  input: { locationId: string; appointmentType: AppointmentType; day: string },
): Promise<ProposalPage> {
  const location = await standaloneLocation(deps.db, input.locationId, input.appointmentType, '/appointment_type');
  const jobMinutes = STANDALONE_JOB_MINUTES[input.appointmentType];
  const now = deps.clock.now();
  const { today, lastDay } = bookingDays(now, location.timeZone);
  let fromDay = input.day === 'first' || input.day < today ? today : input.day;
  let slots: EngineSlot[] = [];
  if (input.day === 'first') {
    for (let probe = today; probe <= lastDay; probe = addDays(probe, PROPOSAL_DAYS)) {
      const found = await slotsInWindow(deps.db, { location, jobMinutes, now, fromDay: probe, toDay: addDays(probe, PROPOSAL_DAYS - 1) });
      if (found.length === 0) continue;
      fromDay = found[0]!.day;
      slots = fromDay === probe ? found : await slotsInWindow(deps.db, { location, jobMinutes, now, fromDay, toDay: addDays(fromDay, PROPOSAL_DAYS - 1) });
      break;
    }
  } else {
    slots = await slotsInWindow(deps.db, { location, jobMinutes, now, fromDay, toDay: addDays(fromDay, PROPOSAL_DAYS - 1) });
  }
  const toDay = addDays(fromDay, PROPOSAL_DAYS - 1);
  return {
    slots: slots.map((slot) => slotDocument(location.id, jobMinutes, slot, location.timeZone)),
    meta: {
      timeZone: location.timeZone,
      timeZoneAbbreviation: zoneAbbreviation(slots[0]?.startsAt ?? now, location.timeZone),
      jobMinutes,
      fromDay,
      toDay,
      nextDay: addDays(toDay, 1) <= lastDay ? addDays(toDay, 1) : null,
    },
  };
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
    .where(
      and(
        eq(shopLocations.active, true),
        eq(shopCompanies.active, true),
        eq(metros.active, true),
        arrayContains(shopLocations.appointmentTypes, [input.appointmentType]),
      ),
    );
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
