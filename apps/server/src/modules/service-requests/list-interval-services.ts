import type { z } from 'zod';
import type { IntervalServicesResponse } from '@pitstop/contracts';
import { servicesDueAt } from '../../data/maintenance-schedule.ts';
import { scheduledServices } from './list-packages.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

/** What the maintenance schedule says is due at a mileage: the next milestone and its catalogue services. */
export async function listIntervalServices(
  deps: Pick<ServiceRequestsDeps, 'catalog'>,
  { mileage }: { mileage: number },
): Promise<z.infer<typeof IntervalServicesResponse>> {
  const due = servicesDueAt(mileage);
  return {
    mileage: due.mileage,
    services: scheduledServices(await deps.catalog.get(), due.slugs).map((service) => ({
      serviceId: service.id,
      name: service.name,
      categoryName: service.categoryName,
    })),
  };
}
