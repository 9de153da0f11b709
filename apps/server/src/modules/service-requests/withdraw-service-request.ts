import { type ServiceRequest, serviceRequestMessages, type WithdrawReason } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import { signalServiceRequest } from './signals.ts';

/** Ends the booking of a request being withdrawn, in its transaction; returns what to do after the commit. */
export interface BookedRequestWithdrawal {
  endBooking(tx: Tx, requestId: string): Promise<() => Promise<void>>;
}

/**
 * Withdraws one of the caller's open requests, keeping why (spec 000 §7 DELETE with reason_withdrawn,
 * reason_withdrawn_description, come_back). A booked request is withdrawn too, its booking ended in the same
 * transaction by the appointments module (slot freed, rewards back, hold released after the commit); one already
 * withdrawn or done is 409 request_closed. The open event streams are told the new status.
 */
export async function withdrawServiceRequest(
  deps: Pick<ServiceRequestsDeps, 'db'> & { bookings?: BookedRequestWithdrawal | null },
  input: {
    userId: string;
    id: string;
    reasonWithdrawn: WithdrawReason;
    reasonWithdrawnDescription: string | null;
    comeBack: boolean | null;
  },
): Promise<ServiceRequest> {
  if (!isUuid(input.id)) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  let afterCommit: (() => Promise<void>) | null = null;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, input.id), eq(serviceRequests.userId, input.userId)))
      .for('update');
    if (!current) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
    const booked = current.status === 'booked' && deps.bookings;
    if (current.status !== 'open' && !booked) throw new AppError('request_closed', serviceRequestMessages.requestClosed);
    // A booked request: its booking ends in this transaction (the appointments module); the hold goes back after.
    if (booked) afterCommit = await deps.bookings!.endBooking(tx, input.id);
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
    await signalServiceRequest(tx, { requestId: input.id, type: 'status' });
    return updated as ServiceRequestRow;
  });
  if (afterCommit) await (afterCommit as () => Promise<void>)();
  const [request] = await toServiceRequests(deps.db, [row]);
  return request as ServiceRequest;
}
