import type { RequestBooking } from '@pitstop/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { appointments, extraLines } from '../../db/schema/index.ts';
import { amountDue } from '../offers/index.ts';
import { slotView } from '../scheduling/index.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import { anyOf } from '../../db/any-of.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The bookings of listed service requests (docs/product/signed-in-home.md), by request id, a query over the
 * bookings' tables (ADR 051): each request's live booking, else its completed one (a past job, with its receipt),
 * a time the shop proposed instead, the extra work waiting for an answer, and what the customer may do now — a
 * move or a cancellation only before the time starts.
 * Two reads for the whole page: the appointments, then the pending extra lines of the live ones.
 */
export async function readListedBookings(deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>, requestIds: readonly string[]): Promise<Map<string, RequestBooking>> {
  const result = new Map<string, RequestBooking>();
  if (requestIds.length === 0) return result;
  const rows = await deps.db
    .select()
    .from(appointments)
    .where(and(anyOf(appointments.serviceRequestId, requestIds), inArray(appointments.status, ['booked', 'completed', 'proposed'])));
  const main = new Map<string, AppointmentRow>();
  const proposals = new Map<string, AppointmentRow>();
  for (const row of rows) {
    if (row.status === 'proposed') {
      proposals.set(row.serviceRequestId, row);
      continue;
    }
    const kept = main.get(row.serviceRequestId);
    // The live booking wins; among completed ones (a request is completed once), the latest.
    if (!kept || row.status === 'booked' || (kept.status !== 'booked' && row.createdAt > kept.createdAt)) main.set(row.serviceRequestId, row);
  }
  const liveIds = [...main.values()].filter((row) => row.status === 'booked').map((row) => row.id);
  const pending = new Map<string, number>();
  if (liveIds.length > 0) {
    const counts = await deps.db
      .select({ appointmentId: extraLines.appointmentId, pending: count() })
      .from(extraLines)
      .where(and(anyOf(extraLines.appointmentId, liveIds), eq(extraLines.status, 'proposed')))
      .groupBy(extraLines.appointmentId);
    for (const row of counts) pending.set(row.appointmentId, row.pending);
  }
  const now = deps.clock.now();
  for (const [requestId, row] of main) {
    const live = row.status === 'booked';
    const notStarted = live && row.startsAt > now;
    const extraWorkPending = live ? (pending.get(row.id) ?? 0) : 0;
    const proposal = live ? proposals.get(requestId) : undefined;
    result.set(requestId, {
      appointmentId: row.id,
      offerId: row.offerId,
      status: row.status,
      slot: slotView(row.startsAt, row.endsAt, row.timeZone),
      amountCents: amountDue(row),
      paymentState: row.paymentState ?? null,
      holdOn: row.holdOn?.toISOString() ?? null,
      capturedCents: row.capturedCents,
      shopProposal: proposal ? slotView(proposal.startsAt, proposal.endsAt, proposal.timeZone) : null,
      extraWorkPending,
      actions: { reschedule: notStarted, cancel: notStarted, approveExtraWork: extraWorkPending > 0, receipt: row.status === 'completed' },
    });
  }
  return result;
}
