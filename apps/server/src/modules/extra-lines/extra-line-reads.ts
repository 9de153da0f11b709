import { appointmentMessages, type ExtraLine, extraLineMessages } from '@pitstop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { appointments, extraLinePhotos, extraLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { type AppointmentRow, ownRequest } from '../bookings/index.ts';

export type LineRow = typeof extraLines.$inferSelect;

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

/** The location's appointment (staff only; another location's, or a malformed id, is 404). */
export async function shopAppointment(deps: Pick<ExtraLinesDeps, 'db'>, input: { location: StaffLocation; appointmentId: string }) {
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

export async function linesOf(deps: Pick<ExtraLinesDeps, 'db'>, appointment: Pick<AppointmentRow, 'id' | 'serviceRequestId'>): Promise<ExtraLine[]> {
  const rows = await deps.db
    .select()
    .from(extraLines)
    .where(eq(extraLines.appointmentId, appointment.id))
    .orderBy(asc(extraLines.createdAt), asc(extraLines.position));
  return rows.map((row) => toExtraLine(row, appointment.serviceRequestId));
}

export async function photoOf(deps: Pick<ExtraLinesDeps, 'db'>, appointmentId: string, lineId: string): Promise<{ contentType: string; data: Buffer }> {
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

/** The request's appointments (the customer's own request only; 404 otherwise). */
export async function customerAppointmentIds(deps: Pick<ExtraLinesDeps, 'db'>, userId: string, requestId: string): Promise<string[]> {
  const request = await ownRequest(deps.db, userId, requestId);
  const rows = await deps.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceRequestId, request.id));
  return rows.map((row) => row.id);
}
