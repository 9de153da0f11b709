import {
  type AdvisedWork,
  appointmentMessages,
  EXTRA_WORK_REQUESTS_PER_BOOKING,
  EXTRA_WORK_REQUESTS_PER_CUSTOMER_DAY,
  type ExtraLine,
  extraLineMessages,
  type ExtraPhotoType,
  MAX_EXTRA_PHOTO_BYTES,
  type ShopBooking,
  type ShopExtraLinesInput,
  vehicleMessages,
} from '@pitstop/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, extraLinePhotos, extraLines, ownedVehicles, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { type EmailContent, escapeHtml, greeting, inertText, layout, textFooter } from '../../adapters/email/index.ts';
import { formatCents } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { tellMember } from '../outbox/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { bidLineFigures } from '@pitstop/contracts/common/line-figures';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { type AppointmentRow, ownRequest, readShopBooking } from '../bookings/index.ts';
import { extraLineHoldKey } from '../payments/index.ts';

type LineRow = typeof extraLines.$inferSelect;

export function toExtraLine(row: LineRow, serviceRequestId: string): ExtraLine {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    serviceRequestId,
    serviceName: row.serviceName,
    description: row.description,
    laborHours: row.laborCentihours / 100,
    laborRateCents: row.laborRateCents,
    laborCents: row.laborCents,
    partsCents: row.partsCents,
    feesCents: row.feesCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    note: row.note,
    hasPhoto: row.photoId !== null,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The image type by its first bytes (PNG, JPEG, WebP), or null: the name or a declared type proves nothing. */
export function photoTypeOf(bytes: Buffer): ExtraPhotoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes and checks the photo (size, then type by magic bytes); 422 with the photo's pointer otherwise. */
export function readPhoto(data: string): { bytes: Buffer; contentType: ExtraPhotoType } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new AppError('validation_failed', extraLineMessages.photoType, { pointer: '/photo/data' });
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_EXTRA_PHOTO_BYTES) throw new AppError('validation_failed', extraLineMessages.photoTooLarge, { pointer: '/photo/data' });
  const contentType = photoTypeOf(bytes);
  if (!contentType) throw new AppError('validation_failed', extraLineMessages.photoType, { pointer: '/photo/data' });
  return { bytes, contentType };
}

/** The location's appointment (staff only; another location's, or a malformed id, is 404). */
async function shopAppointment(deps: Pick<ExtraLinesDeps, 'db'>, input: { location: StaffLocation; appointmentId: string }) {
  const { location } = input;
  const [row] = isUuid(input.appointmentId)
    ? await deps.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, input.appointmentId), eq(appointments.locationId, location.id)))
    : [];
  if (!row) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  return { location, appointment: row };
}

async function linesOf(deps: Pick<ExtraLinesDeps, 'db'>, appointment: Pick<AppointmentRow, 'id' | 'serviceRequestId'>): Promise<ExtraLine[]> {
  const rows = await deps.db
    .select()
    .from(extraLines)
    .where(eq(extraLines.appointmentId, appointment.id))
    .orderBy(asc(extraLines.createdAt), asc(extraLines.position));
  return rows.map((row) => toExtraLine(row, appointment.serviceRequestId));
}

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/extra_lines: the shop sends extra work found
 * on a booked job. Each line is priced like a hand bid's (the location's labor rate and tax on parts); the note and
 * the photo (checked by its first bytes, ≤ 2 MB, kept once) go with every line of the batch. One transaction
 * writes them and queues the customer's email with the link to the booking page's extra-work section. A booking
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

/** A booking's extra lines for its shop, with the booking they are for (the page names it). */
export async function listShopExtraLines(
  deps: ExtraLinesDeps,
  input: { location: StaffLocation; appointmentId: string },
): Promise<{ booking: ShopBooking; lines: ExtraLine[] }> {
  const { appointment } = await shopAppointment(deps, input);
  return { booking: await readShopBooking(deps.db, appointment.id), lines: await linesOf(deps, appointment) };
}

async function photoOf(deps: Pick<ExtraLinesDeps, 'db'>, appointmentId: string, lineId: string): Promise<{ contentType: string; data: Buffer }> {
  const [row] = isUuid(lineId)
    ? await deps.db
        .select({ contentType: extraLinePhotos.contentType, data: extraLinePhotos.data })
        .from(extraLines)
        .innerJoin(extraLinePhotos, eq(extraLinePhotos.id, extraLines.photoId))
        .where(and(eq(extraLines.id, lineId), eq(extraLines.appointmentId, appointmentId)))
    : [];
  if (!row) throw new AppError('not_found', extraLineMessages.photoNotFound);
  return row;
}

export async function shopExtraLinePhoto(deps: ExtraLinesDeps, input: { location: StaffLocation; appointmentId: string; lineId: string }) {
  const { appointment } = await shopAppointment(deps, input);
  return photoOf(deps, appointment.id, input.lineId);
}

/** The request's appointments (the customer's own request only; 404 otherwise). */
async function customerAppointmentIds(deps: Pick<ExtraLinesDeps, 'db'>, userId: string, requestId: string): Promise<string[]> {
  const request = await ownRequest(deps.db, userId, requestId);
  const rows = await deps.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceRequestId, request.id));
  return rows.map((row) => row.id);
}

/** GET /v3/users/service_requests/:id/extra_lines: every extra line of the request's appointments. */
export async function listCustomerExtraLines(deps: ExtraLinesDeps, input: { userId: string; id: string }): Promise<ExtraLine[]> {
  const ids = await customerAppointmentIds(deps, input.userId, input.id);
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(extraLines)
    .where(inArray(extraLines.appointmentId, ids))
    .orderBy(asc(extraLines.createdAt), asc(extraLines.position));
  return rows.map((row) => toExtraLine(row, input.id));
}

export async function customerExtraLinePhoto(deps: ExtraLinesDeps, input: { userId: string; id: string; lineId: string }) {
  const ids = await customerAppointmentIds(deps, input.userId, input.id);
  for (const appointmentId of ids) {
    const found = await photoOf(deps, appointmentId, input.lineId).catch(() => null);
    if (found) return found;
  }
  throw new AppError('not_found', extraLineMessages.photoNotFound);
}

/**
 * PUT /v3/users/service_requests/:id/extra_lines/:lineId {decision}: the customer's answer to one line.
 * Decline: the line is kept as advised work (the car's record). Approve: the approved total rises by the line's
 * total. When the booking's hold is already placed, ONLY the difference is held, as a hold of its own (its key
 * derived from the line), placed before the transaction and released if the transaction fails; a refusal leaves the
 * line proposed with the provider's words (402). When the booking's hold is still to come (scheduled, or failed
 * and to be retried), nothing is held now: that hold covers the new approved total. The same decision sent again
 * answers the line as it is; the other decision on a decided line is 409.
 */
export async function decideExtraLine(
  deps: ExtraLinesDeps,
  input: { userId: string; id: string; lineId: string; decision: 'approve' | 'decline' },
): Promise<ExtraLine> {
  const request = await ownRequest(deps.db, input.userId, input.id);
  const [found] = isUuid(input.lineId)
    ? await deps.db
        .select({ line: extraLines, appointment: appointments })
        .from(extraLines)
        .innerJoin(appointments, eq(appointments.id, extraLines.appointmentId))
        .where(and(eq(extraLines.id, input.lineId), eq(appointments.serviceRequestId, request.id)))
    : [];
  if (!found) throw new AppError('not_found', extraLineMessages.lineNotFound);
  const wanted = input.decision === 'approve' ? 'approved' : 'declined';
  if (found.line.status === wanted) return toExtraLine(found.line, request.id);
  if (found.line.status !== 'proposed') throw new AppError('conflict', extraLineMessages.alreadyDecided);
  const booking = found.appointment;
  if (booking.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);

  // The booking's own hold is placed: the difference gets a hold of its own.
  const heldAlready = (row: AppointmentRow) => row.paymentState === 'authorised' && row.authorisationId !== null;
  const needsHold = wanted === 'approved' && heldAlready(booking) && booking.cardId !== null && found.line.totalCents > 0;
  let hold: { authorisationId: string } | null = null;
  if (needsHold) {
    try {
      hold = await deps.payments.authorise({
        userId: booking.userId,
        cardId: booking.cardId!,
        amountCents: found.line.totalCents,
        idempotencyKey: extraLineHoldKey(found.line.id, booking.cardId!, found.line.totalCents, found.line.holdAttempts),
        purpose: 'extra work',
        reference: `appointment:${booking.id}`,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'card_declined') {
        await deps.db
          .update(extraLines)
          .set({ failureMessage: error.detail, holdAttempts: found.line.holdAttempts + 1, updatedAt: sql`now()` })
          .where(and(eq(extraLines.id, found.line.id), eq(extraLines.status, 'proposed'), eq(extraLines.holdAttempts, found.line.holdAttempts)));
      }
      throw error;
    }
  }
  try {
    const decided = await deps.db.transaction(async (tx) => {
      await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, request.id)).for('update');
      const [live] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
      if (live?.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);
      const [line] = await tx.select().from(extraLines).where(eq(extraLines.id, found.line.id)).for('update');
      if (line!.status === wanted) return line!;
      if (line!.status !== 'proposed') throw new AppError('conflict', extraLineMessages.alreadyDecided);
      // Held or not must still be what was decided above (a due hold placed meanwhile, a move that gave it back).
      if (wanted === 'approved' && (hold !== null) !== (heldAlready(live) && live.cardId !== null && line!.totalCents > 0)) {
        throw new AppError('conflict', extraLineMessages.bookingChanged);
      }
      const [updated] = await tx
        .update(extraLines)
        .set({ status: wanted, decidedAt: deps.clock.now(), authorisationId: hold?.authorisationId ?? null, failureMessage: null, updatedAt: sql`now()` })
        .where(eq(extraLines.id, line!.id))
        .returning();
      if (wanted === 'approved') {
        await tx
          .update(appointments)
          .set({ approvedTotalCents: sql`${appointments.approvedTotalCents} + ${line!.totalCents}`, updatedAt: sql`now()` })
          .where(eq(appointments.id, live.id));
        if (hold) await deps.payments.attach(tx, hold.authorisationId, `appointment:${live.id}`);
      }
      return updated!;
    });
    // A twin request decided it first with the same hold: nothing to give back then.
    if (hold && decided.authorisationId !== hold.authorisationId) await deps.payments.holds.releaseQuietly(hold.authorisationId);
    return toExtraLine(decided, request.id);
  } catch (error) {
    if (hold) {
      const [now] = await deps.db.select({ authorisationId: extraLines.authorisationId }).from(extraLines).where(eq(extraLines.id, found.line.id));
      if (now?.authorisationId !== hold.authorisationId) await deps.payments.holds.releaseQuietly(hold.authorisationId);
    }
    throw error;
  }
}

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

/** The booking page's extra-work section, behind sign-in (ADR 031 addendum): money is approved by its owner only. */
export const extraWorkUrl = (config: ExtraLinesDeps['config'], row: Pick<AppointmentRow, 'serviceRequestId' | 'offerId'>) =>
  `${config.publicUrl}/service-request/${row.serviceRequestId}/offer/${row.offerId}/extra-work`;

export function extraWorkEmail(
  brand: { brandName: string; publicUrl: string },
  input: { firstName: string | null; shopName: string; lines: LineRow[]; url: string },
): EmailContent {
  const total = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const sentences = [
    `${input.shopName} found more work on your car and asks for your approval before doing it:`,
    // What the shop wrote goes without live links (inertText, ADR 047).
    ...input.lines.map((line) => `${inertText(line.serviceName)}: ${formatCents(line.totalCents)}`),
    ...(input.lines[0]?.note ? [`The shop's note: ${inertText(input.lines[0].note)}`] : []),
    `Approve or decline each line (${formatCents(total)} in all). Only what you approve is added to your total; what you decline is kept on your car's record as advised work.`,
  ];
  const footnote = `You received this email because of a booking with ${brand.brandName}.`;
  return {
    template: 'extra-work',
    subject: `${input.shopName} asks to approve extra work`,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: 'Extra work to approve',
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'Review the extra work', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nReview the extra work: ${input.url}${textFooter(brand, footnote)}`,
  };
}

async function queueExtraWorkEmail(
  tx: Tx,
  deps: Pick<ExtraLinesDeps, 'config' | 'outbox' | 'messageBudget'>,
  row: AppointmentRow,
  lines: LineRow[],
  shopName: string,
): Promise<void> {
  // To a confirmed address only, within the notification budget (ADR 047); the lines are on the booking page anyway.
  await tellMember(tx, deps, row.userId, {
    email: (to) =>
      extraWorkEmail({ brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }, { firstName: to.firstName, shopName, lines, url: extraWorkUrl(deps.config, row) }),
  });
}
