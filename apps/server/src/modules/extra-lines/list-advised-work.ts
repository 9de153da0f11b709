import { type AdvisedWork, vehicleMessages } from '@pitstop/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { appointments, extraLines, ownedVehicles, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';

/** GET /v3/owned_vehicles/:id/advised_work: the declined extra lines of the owner's requests for the vehicle. */
export async function listAdvisedWork(deps: ExtraLinesDeps, input: { userId: string; vehicleId: string }): Promise<AdvisedWork[]> {
  const [vehicle] = isUuid(input.vehicleId)
    ? await deps.db
        .select({ id: ownedVehicles.id })
        .from(ownedVehicles)
        .where(and(eq(ownedVehicles.id, input.vehicleId), eq(ownedVehicles.userId, input.userId)))
    : [];
  if (!vehicle) throw new AppError('not_found', vehicleMessages.vehicleNotFound);
  const rows = await deps.db
    .select({ line: extraLines, serviceRequestId: appointments.serviceRequestId, shopName: shopLocations.name })
    .from(extraLines)
    .innerJoin(appointments, eq(appointments.id, extraLines.appointmentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .where(and(eq(serviceRequests.ownedVehicleId, vehicle.id), eq(serviceRequests.userId, input.userId), eq(extraLines.status, 'declined')))
    .orderBy(desc(extraLines.decidedAt), asc(extraLines.position));
  return rows.map(({ line, serviceRequestId, shopName }) => ({
    id: line.id,
    serviceRequestId,
    serviceName: line.serviceName,
    description: line.description,
    totalCents: line.totalCents,
    note: line.note,
    decidedAt: line.decidedAt?.toISOString() ?? null,
    createdAt: line.createdAt.toISOString(),
    shopName,
  }));
}
