import { shopMessages } from '@pitstop/contracts';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { metros, partnerAdmins, shopCompanies, shopLocations, shopStaff } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { isUuid } from '../lib/uuid.ts';
import type { ReachingLocation } from '../modules/shops/index.ts';

export type StaffLocation = typeof shopLocations.$inferSelect &
  ReachingLocation & {
    companyName: string;
  };

const columns = {
  ...getTableColumns(shopLocations),
  companyName: shopCompanies.name,
  serviceRadiusMiles: metros.serviceRadiusMiles,
  metroActive: metros.active,
  companyActive: shopCompanies.active,
};

type Row = typeof shopLocations.$inferSelect & { companyName: string; serviceRadiusMiles: number; metroActive: boolean; companyActive: boolean };

const reading = ({ metroActive, companyActive, ...location }: Row): StaffLocation => ({
  ...location,
  // A location of a metro or company taken out of service reaches nobody, as autoquote and coverage have it.
  active: location.active && metroActive && companyActive,
});

function staffQuery(db: Db | Tx, userId: string, locationId?: string) {
  return db
    .select(columns)
    .from(shopStaff)
    .innerJoin(shopLocations, eq(shopLocations.id, shopStaff.locationId))
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(and(eq(shopStaff.userId, userId), locationId === undefined ? undefined : eq(shopStaff.locationId, locationId)));
}

/** The locations the user is staff of, by name. */
export async function listStaffLocations(db: Db, userId: string): Promise<StaffLocation[]> {
  const rows = await staffQuery(db, userId).orderBy(asc(shopLocations.name), asc(shopLocations.id));
  return rows.map(reading);
}

/**
 * The location, when the user is its staff (the `location-staff` role of a route, plugins/auth.ts); otherwise — not staff, unknown or malformed id — 404 with the same
 * answer, so a caller learns nothing about locations that are not theirs.
 */
export async function staffLocation(db: Db | Tx, { userId, locationId }: { userId: string; locationId: string }): Promise<StaffLocation> {
  const [row] = isUuid(locationId) ? await staffQuery(db, userId, locationId) : [];
  if (!row) throw new AppError('not_found', shopMessages.locationNotFound);
  return reading(row);
}

/** Whether the user administers the partner (the `partner-admin` role of a route); a malformed id is no partner. */
export async function administersPartner(db: Db, { userId, partnerId }: { userId: string; partnerId: string }): Promise<boolean> {
  if (!isUuid(partnerId)) return false;
  const [row] = await db
    .select({ partnerId: partnerAdmins.partnerId })
    .from(partnerAdmins)
    .where(and(eq(partnerAdmins.userId, userId), eq(partnerAdmins.partnerId, partnerId)))
    .limit(1);
  return row !== undefined;
}
