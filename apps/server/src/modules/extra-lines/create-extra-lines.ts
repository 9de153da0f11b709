import { EXTRA_WORK_REQUESTS_PER_BOOKING, EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY, type ExtraLine, extraLineMessages, type ShopExtraLinesInput } from '@pitstop/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, extraLinePhotos, extraLines, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bidLineFigures } from '@pitstop/contracts/common/line-figures';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { type AppointmentRow } from '../bookings/index.ts';
import { toExtraLine, shopAppointment } from './extra-line-reads.ts';
import { queueExtraWorkEmail } from './extra-work-email.ts';
import { readPhoto } from './photo.ts';

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/extra_lines: the shop sends extra work found
 * on a booked job. Each line is priced like a hand bid's (the location's labor rate and tax on parts); the note and
 * the photo (checked by its first bytes, ≤ 2 MB, kept once) go with every line of the batch. One transaction
 * writes them, tells the request's subscribers (ADR 051) and queues the customer's email with the link to the booking page's extra-work section. A booking
 * that is not booked any more (completed, cancelled) refuses (409).
 */
export async function createExtraLines(
  deps: ExtraLinesDeps,
  input: { location: StaffLocation; appointmentId: string; body: ShopExtraLinesInput & { note: string | null; photo: { data: string } | null } },
): Promise<ExtraLine[]> {
  const { location, appointment } = await shopAppointment(deps, input);
  if (appointment.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);
  const photo = input.body.photo ? readPhoto(input.body.photo.data) : null;
  const priced = input.body.lineItems.map((line) => ({ line, figures: bidLineFigures(line, location) }));
  const created = await deps.db.transaction(async (tx) => {
    // The request, then the appointment: the lock order of every booking change (no deadlock with a cancel).
    await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, appointment.serviceRequestId)).for('update');
    const [live] = await tx.select().from(appointments).where(eq(appointments.id, appointment.id)).for('update');
    if (live?.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);
    await withinExtraWorkLimits(tx, deps, live);
    const [stored] = photo
      ? await tx
          .insert(extraLinePhotos)
          .values({ appointmentId: appointment.id, contentType: photo.contentType, sizeBytes: photo.bytes.length, data: photo.bytes })
          .returning({ id: extraLinePhotos.id })
      : [];
    const now = deps.clock.now();
    const rows = await tx
      .insert(extraLines)
      .values(
        priced.map(({ line, figures }, position) => ({
          appointmentId: appointment.id,
          position,
          serviceName: line.serviceName,
          description: line.description ?? null,
          laborCentihours: Math.round(figures.laborHours * 100),
          laborRateCents: figures.laborRateCents,
          laborCents: figures.laborCents,
          partsCents: figures.partsCents,
          feesCents: figures.feesCents,
          taxCents: figures.taxCents,
          totalCents: figures.totalCents,
          note: input.body.note,
          photoId: stored?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await deps.events.emit(tx, { type: 'service_request.status', requestId: live.serviceRequestId });
    await queueExtraWorkEmail(tx, deps, live, rows, location.name);
    return rows;
  });
  return created.map((row) => toExtraLine(row, appointment.serviceRequestId));
}

/**
 * Each extra-work request is an email in the shop's words to the customer (ADR 047): a booking takes
 * EXTRA_WORK_REQUESTS_PER_BOOKING in all (409), and a location sends one customer at most
 * EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY in 24 hours over all their bookings there (429, with when to try again).
 * A request is a batch: its first line has position 0. Counted under the booking's row lock.
 */
async function withinExtraWorkLimits(tx: Tx, deps: Pick<ExtraLinesDeps, 'clock'>, booking: AppointmentRow): Promise<void> {
  const [onBooking] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(extraLines)
    .where(and(eq(extraLines.appointmentId, booking.id), eq(extraLines.position, 0)));
  if ((onBooking?.n ?? 0) >= EXTRA_WORK_REQUESTS_PER_BOOKING) throw new AppError('extra_work_limit', extraLineMessages.bookingLimit);
  const dayAgo = new Date(deps.clock.now().getTime() - 24 * 3_600_000);
  const recent = await tx
    .select({ createdAt: extraLines.createdAt })
    .from(extraLines)
    .innerJoin(appointments, eq(appointments.id, extraLines.appointmentId))
    .where(
      and(
        eq(appointments.locationId, booking.locationId),
        eq(appointments.userId, booking.userId),
        eq(extraLines.position, 0),
        gt(extraLines.createdAt, dayAgo),
      ),
    )
    .orderBy(asc(extraLines.createdAt));
  if (recent.length >= EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY) {
    const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() - dayAgo.getTime()) / 1000));
    throw new AppError('rate_limited', extraLineMessages.customerDayLimit, { headers: { 'retry-after': String(retryAfter) } });
  }
}
