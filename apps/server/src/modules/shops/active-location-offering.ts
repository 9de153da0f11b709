import type { AppointmentType } from '@pitstop/contracts';
import { type SQL, and, arrayContains, eq } from 'drizzle-orm';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';

/**
 * Where a shop location takes work of `type` from the public (the directory's pages, a request's offers, a standalone
 * visit): the location active, its company active, its metro active, and `type` among its appointment types. For a
 * query of `shop_locations` joined to its company (`shop_companies`) and its metro (`metros`).
 */
export function activeLocationOffering(type: AppointmentType): SQL {
  return and(
    eq(shopLocations.active, true),
    eq(shopCompanies.active, true),
    eq(metros.active, true),
    arrayContains(shopLocations.appointmentTypes, [type]),
  ) as SQL;
}
