import { type ServiceRequest, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { readOffers, type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

/** The caller's request row; another user's, or none, is 404 as if it did not exist. */
export async function findOwnRequest(db: Db, { userId, id }: { userId: string; id: string }): Promise<ServiceRequestRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(serviceRequests)
        .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)))
    : [];
  if (!row) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  return row;
}

/** One of the caller's service requests with its offers, ranked. */
export async function getServiceRequest(
  deps: Pick<ServiceRequestsDeps, 'db'>,
  input: { userId: string; id: string },
): Promise<ServiceRequest> {
  const [request] = await toServiceRequests(deps.db, [await findOwnRequest(deps.db, input)]);
  return request as ServiceRequest;
}

/** The offers of one of the caller's requests, best first. */
export async function listOffers(
  deps: Pick<ServiceRequestsDeps, 'db'>,
  input: { userId: string; id: string },
): Promise<ServiceRequest['offers']> {
  const row = await findOwnRequest(deps.db, input);
  return (await readOffers(deps.db, [row])).get(row.id) ?? [];
}
