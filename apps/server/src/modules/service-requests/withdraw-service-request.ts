import { type ServiceRequest, serviceRequestMessages, type WithdrawReason } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import type { DomainEvents } from '../../plugins/events.ts';

/**
 * Withdraws one of the caller's open requests, keeping why (docs/product/requests-and-offers.md:
 * reason_withdrawn, reason_withdrawn_description, come_back). A booked request is withdrawn too, its booking ended in the same
 * transaction by the appointments module's subscriber to `service_request.withdrawn` (slot freed, rewards back, hold
 * released after the commit; a booking whose time has started refuses the withdrawal); one already
 * withdrawn or done is 409 request_closed. The open event streams are told the new status.
 */
export async function withdrawServiceRequest(
  deps: Pick<ServiceRequestsDeps, 'db'> & { events: Pick<DomainEvents, 'emit'> },
  input: {
    userId: string;
    id: string;
    reasonWithdrawn: WithdrawReason;
    reasonWithdrawnDescription: string | null;
    comeBack: boolean | null;
  },
): Promise<ServiceRequest> {
  if (!isUuid(input.id)) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, input.id), eq(serviceRequests.userId, input.userId)))
      .for('update');
    if (!current) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
    if (current.status !== 'open' && current.status !== 'booked') throw new AppError('request_closed', serviceRequestMessages.requestClosed);
    const [updated] = await tx
      .update(serviceRequests)
      .set({
        status: 'withdrawn',
        reasonWithdrawn: input.reasonWithdrawn,
        reasonWithdrawnDescription: input.reasonWithdrawnDescription,
        comeBack: input.comeBack,
        withdrawnAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(serviceRequests.id, input.id))
      .returning();
    // A booked request's booking ends in this transaction (the appointments module's subscriber); its hold goes
    // back after the commit.
    const afterCommit = await deps.events.emit(tx, { type: 'service_request.withdrawn', requestId: input.id, wasBooked: current.status === 'booked' });
    await deps.events.emit(tx, { type: 'service_request.status', requestId: input.id });
    return { updated: updated as ServiceRequestRow, afterCommit };
  });
  await outcome.afterCommit();
  const row = outcome.updated;
  const [request] = await toServiceRequests(deps.db, [row]);
  return request as ServiceRequest;
}
