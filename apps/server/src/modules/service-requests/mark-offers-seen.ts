import { type ServiceRequest, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

/**
 * The owner has looked at the request's offers now (docs/product/signed-in-home.md): the offers so far stop counting as new. The mark
 * is the marketplace's clock, the one the offers' own `created_at` is written by (ADR 053), so "made after the look"
 * compares like with like. Another user's request is 404.
 */
export async function markOffersSeen(deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>, input: { userId: string; id: string }): Promise<ServiceRequest> {
  const [row] = isUuid(input.id)
    ? await deps.db
        .update(serviceRequests)
        .set({ offersSeenAt: deps.clock.now() })
        .where(and(eq(serviceRequests.id, input.id), eq(serviceRequests.userId, input.userId)))
        .returning()
    : [];
  if (!row) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  const [request] = await toServiceRequests(deps.db, [row as ServiceRequestRow]);
  return request as ServiceRequest;
}
