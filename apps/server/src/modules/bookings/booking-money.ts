import type { BookingMoney, BookingMoneyLine } from '@pitstop/contracts';
import { asc } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { extraLines } from '../../db/schema/index.ts';
import { readOfferLines } from '../service-requests/index.ts';
import { amountDue } from '../offers/index.ts';
import { appointmentDocument, type AppointmentRow } from './read-appointments.ts';
import { anyOf } from '../../db/any-of.ts';

type MoneyRow = Pick<
  AppointmentRow,
  'id' | 'offerId' | 'approvedTotalCents' | 'discountCents' | 'rewardsCents' | 'paymentState' | 'capturedCents' | 'cardBrand' | 'cardLast4'
>;

/**
 * The money of bookings as it is (contracts `BookingMoney`, ADR 039): the offer's lines, every extra line with
 * the customer's answer, the approved total, what is held now or still to be held, and what was charged to which
 * card. The one reading of a booking's money: the booking page, the receipt page and the Service Completed email
 * take it from here. Two reads for any number of bookings (the offers' lines as every offer view reads them, the
 * appointments' extra lines).
 */
export async function bookingMoney(db: Db | Tx, rows: readonly MoneyRow[]): Promise<Map<string, BookingMoney>> {
  const money = new Map<string, BookingMoney>();
  if (rows.length === 0) return money;
  const estimate = await readOfferLines(db, [...new Set(rows.map((row) => row.offerId))]);
  const extras = await db
    .select({ appointmentId: extraLines.appointmentId, name: extraLines.serviceName, totalCents: extraLines.totalCents, status: extraLines.status })
    .from(extraLines)
    .where(anyOf(extraLines.appointmentId, rows.map((row) => row.id)))
    .orderBy(asc(extraLines.createdAt), asc(extraLines.position));
  for (const row of rows) {
    const lines: BookingMoneyLine[] = [
      ...(estimate.get(row.offerId) ?? []).map((line) => ({ name: line.serviceName, totalCents: line.totalCents, kind: 'estimate' as const, status: 'approved' as const })),
      ...extras.filter((line) => line.appointmentId === row.id).map((line) => ({ name: line.name, totalCents: line.totalCents, kind: 'extra' as const, status: line.status })),
    ];
    const sumOf = (kind: BookingMoneyLine['kind']) =>
      lines.filter((line) => line.kind === kind && line.status === 'approved').reduce((sum, line) => sum + line.totalCents, 0);
    const due = Math.max(0, amountDue(row));
    money.set(row.id, {
      lines,
      estimateTotalCents: sumOf('estimate'),
      approvedExtraCents: sumOf('extra'),
      approvedTotalCents: row.approvedTotalCents,
      discountCents: row.discountCents,
      rewardsCents: row.rewardsCents,
      // Held: the booking's own hold plus each approved line's (ADR 031 addendum); together, the approved total
      // less discount and rewards. A hold still to come (scheduled, or failed and retried) takes that amount then.
      heldCents: row.paymentState === 'authorised' ? due : 0,
      toHoldCents: row.paymentState === 'scheduled' || row.paymentState === 'failed' ? due : 0,
      chargedCents: row.paymentState === 'captured' || row.paymentState === 'released' ? (row.capturedCents ?? 0) : null,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    });
  }
  return money;
}

/** Appointments as the customer reads them, each with its money (one read of the money for all of them). */
export async function appointmentDocuments(db: Db | Tx, config: Pick<Config, 'publicUrl' | 'jwtSecret'>, rows: readonly AppointmentRow[]) {
  const money = await bookingMoney(db, rows);
  return rows.map((row) => appointmentDocument(config, row, money.get(row.id)!));
}
