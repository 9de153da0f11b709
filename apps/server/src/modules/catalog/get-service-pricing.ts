import type { ServicePricing } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** Pricing facts of the given catalogue services (enabled or not), for autoquote; unknown ids are left out. */
export async function getServicePricing(db: Db, serviceIds: string[]): Promise<ServicePricing[]> {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .select({
      serviceId: services.id,
      laborHours: services.laborHours,
      partsCost: services.partsCost,
      autoquotable: services.autoquotable,
      pricingMethod: services.pricingMethod,
    })
    .from(services)
    .where(anyOf(services.id, serviceIds));
  return rows;
}
