import { type ServiceRequest, serviceRequestMessages, type WithdrawReason } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import { signalServiceRequest } from './signals.ts';

/**
 * Withdraws one of the caller's open requests, keeping why (spec 000 §7 DELETE with reason_withdrawn,
 * reason_withdrawn_description, come_back). A request already withdrawn, booked or done is 409 request_closed;
 * the open event streams are told the new status.
 */
export async function withdrawServiceRequest(
  deps: Pick<ServiceRequestsDeps, 'db'>,
  input: {
    userId: string;
    id: string;
    reasonWithdrawn: WithdrawReason;
    reasonWithdrawnDescription: string | null;
    comeBack: boolean | null;
  },
): Promise<ServiceRequest> {
  if (!isUuid(input.id)) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, input.id), eq(serviceRequests.userId, input.userId)))
      .for('update');
    if (!current) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
    if (current.status !== 'open') throw new AppError('request_closed', serviceRequestMessages.requestClosed);
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
  const [request] = await toServiceRequests(deps.db, [row]);
  return request as ServiceRequest;
}
