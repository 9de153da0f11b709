import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * How a change to a service request reaches every server node's open event streams (issue 15 §2, ARCHITECTURE
 * §5 "Live updates"): the writer sends a small NOTIFY inside its own transaction, so it is delivered only if
 * the change commits; each node LISTENs on the channel and its streams read the offer by id with the same
 * serialiser as GET (the customer's view is never built from the writer's payload). Payloads stay far under
 * NOTIFY's 8 000-byte limit.
 */
export const SERVICE_REQUEST_CHANNEL = 'service_request_events';

export type ServiceRequestSignal =
  | { requestId: string; type: 'offer'; offerId: string }
  | { requestId: string; type: 'offer_withdrawn'; offerId: string }
  | { requestId: string; type: 'status' };

/** Queue the signal in the caller's transaction (delivered at commit, dropped on rollback). */
export async function signalServiceRequest(tx: Db | Tx, signal: ServiceRequestSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${SERVICE_REQUEST_CHANNEL}, ${JSON.stringify(signal)})`);
}

export function parseSignal(payload: string): ServiceRequestSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<ServiceRequestSignal>;
    if (typeof value.requestId !== 'string') return null;
    if ((value.type === 'offer' || value.type === 'offer_withdrawn') && typeof value.offerId === 'string') {
      return value as ServiceRequestSignal;
    }
    if (value.type === 'status') return { requestId: value.requestId, type: 'status' };
    return null;
  } catch {
    return null;
  }
}
