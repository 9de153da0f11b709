import { type ShopBid, shopMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offerLineItems, offers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BidPrice, offerLineRow, priceBid } from '../offers/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

type BidLines = ShopBid['lineItems'];

/**
 * A hand bid prices the request as asked: one line for each requested service and no other (422 otherwise; none
 * twice is the body's own rule, ShopBid in the contracts). The server computes labor at the location's rate, tax and the totals (priceBid); lines follow the
 * request's order.
 */
export function priceHandBid(lines: BidLines, requested: ReadonlyArray<{ serviceId: string }>, location: StaffLocation): BidPrice {
  const order = new Map(requested.map((service, index) => [service.serviceId, index]));
  if (lines.length !== requested.length || lines.some((line) => !order.has(line.serviceId))) {
    throw new AppError('service_unavailable', shopMessages.serviceNotRequested, { pointer: '/lineItems' });
  }
  const ordered = [...lines].sort((a, b) => (order.get(a.serviceId) ?? 0) - (order.get(b.serviceId) ?? 0));
  return priceBid({ lines: ordered, shop: location });
}


/** The offer's figures as stored: the bid's sums (the table checks total = labor + parts + fees + tax). */
export const offerFigures = ({ laborCents, partsCents, feesCents, taxCents, totalCents }: BidPrice) => ({
  laborCents,
  partsCents,
  feesCents,
  taxCents,
  totalCents,
});

/** Writes the bid's lines of an offer (its old ones already gone). */
export async function insertOfferLines(tx: Db | Tx, offerId: string, price: Pick<BidPrice, 'lines'>): Promise<void> {
  await tx.insert(offerLineItems).values(price.lines.map((line, position) => offerLineRow(offerId, position, line)));
}

/**
 * The location's live hand offer, locked for the change: another location's offer, an autoquote (these routes
 * change hand offers only: an autoquote follows the settings), a withdrawn one, an unknown or malformed id —
 * all 404; an accepted one 409.
 */
export async function liveHandOffer(tx: Tx, location: StaffLocation, offerId: string) {
  const [offer] = isUuid(offerId)
    ? await tx
        .select()
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.locationId, location.id), eq(offers.source, 'shop')))
        .for('update')
    : [];
  if (!offer || offer.status === 'withdrawn') throw new AppError('not_found', shopMessages.offerNotFound);
  if (offer.status === 'accepted') throw new AppError('offer_accepted', shopMessages.offerAccepted);
  return offer;
}
