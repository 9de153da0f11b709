import { type BookingMoney, CARD_BRAND_NAMES, formatCents, moneyLineStatus } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { type Brand, type EmailContent, escapeHtml, greeting, inertText, layout, textFooter } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { tellMember } from '../outbox/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { bookingMoney } from './booking-money.ts';
import type { AppointmentRow } from './read-appointments.ts';

/** The receipt page of a booking ("Service Completed", `{id}/offer/{offerId}/completed`; docs/product/money-and-shop-bookings.md). */
export const receiptUrl = (config: { publicUrl: string }, row: Pick<AppointmentRow, 'serviceRequestId' | 'offerId'>) =>
  pageUrl(config.publicUrl, '/service-request/:id/offer/:offerId/completed', { id: row.serviceRequestId, offerId: row.offerId });

/** The receipt's lines in words: each line of the money, then the totals and the charge (the page shows the same). */
export function receiptSentences(money: BookingMoney): string[] {
  const charged = money.chargedCents ?? 0;
  return [
    ...money.lines.map((line) => {
      const status = moneyLineStatus(line, { settled: true });
      return `${line.name}${status ? ` (${status})` : ''}: ${formatCents(line.totalCents)}`;
    }),
    `Approved total: ${formatCents(money.approvedTotalCents)}`,
    ...(money.discountCents > 0 ? [`Member discount: −${formatCents(money.discountCents)}`] : []),
    ...(money.rewardsCents > 0 ? [`Rewards used: −${formatCents(money.rewardsCents)}`] : []),
    `Charged: ${formatCents(charged)}${money.card ? ` to your ${CARD_BRAND_NAMES[money.card.brand]} ending in ${money.card.last4}` : ''}`,
  ];
}

export function receiptEmail(brand: Brand, input: { firstName: string | null; shopName: string; vehicle: string; money: BookingMoney; url: string }): EmailContent {
  const charged = formatCents(input.money.chargedCents ?? 0);
  const intro = `${input.shopName} has completed the work on your ${input.vehicle}. Here is your receipt.`;
  // Line names may be the shop's own words (extra work): without live links (inertText, ADR 047).
  const lines = receiptSentences({ ...input.money, lines: input.money.lines.map((line) => ({ ...line, name: inertText(line.name) })) });
  const footnote = `You received this email because of a service with ${brand.brandName}.`;
  return {
    template: 'service-completed',
    subject: `Service Completed: ${charged} charged by ${input.shopName}`,
    html: layout({
      brand,
      preheader: intro,
      heading: 'Service Completed',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro), lines.map(escapeHtml).join('<br>')],
      action: { label: 'See your receipt', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\n${lines.join('\n')}\n\nSee your receipt: ${input.url}${textFooter(brand, footnote)}`,
  };
}

/** In the completion's transaction: the customer's receipt (Service Completed), sent only if the completion commits (tellMember, ADR 047). */
export async function queueReceiptEmail(tx: Tx, deps: Pick<BookingsDeps, 'config' | 'outbox' | 'messageBudget'>, row: AppointmentRow): Promise<void> {
  const [request] = await tx
    .select({ year: serviceRequests.vehicleYear, make: serviceRequests.vehicleMake, model: serviceRequests.vehicleModel })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, row.serviceRequestId));
  const [shop] = await tx.select({ name: shopLocations.name }).from(shopLocations).where(eq(shopLocations.id, row.locationId));
  if (!request || !shop) return;
  const money = (await bookingMoney(tx, [row])).get(row.id)!;
  await tellMember(tx, deps, row.userId, {
    email: (to) =>
      receiptEmail(
        { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl },
        { firstName: to.firstName, shopName: shop.name, vehicle: `${request.year} ${request.make} ${request.model}`, money, url: receiptUrl(deps.config, row) },
      ),
  });
}
