import type { ShopOffer } from '@pitstop/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { readOfferLines } from '../service-requests/index.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * A location's offers as its staff see them, lines with their services' names. Always filtered by the location:
 * another shop's offers never reach this read (docs/product/shops.md: a location sees only its own offers).
 */
export async function loadShopOffers(
  db: Db | Tx,
  { locationId, requestIds, offerIds }: { locationId: string; requestIds?: readonly string[]; offerIds?: readonly string[] },
): Promise<ShopOffer[]> {
  if (requestIds?.length === 0 || offerIds?.length === 0) return [];
  const filters: SQL[] = [eq(offers.locationId, locationId)];
  if (requestIds) filters.push(anyOf(offers.serviceRequestId, requestIds));
  if (offerIds) filters.push(anyOf(offers.id, offerIds));
  const rows = await db
    .select()
    .from(offers)
    .where(and(...filters))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  const lines = await readOfferLines(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    serviceRequestId: row.serviceRequestId,
    source: row.source,
    status: row.status,
    totalCents: row.totalCents,
    taxCents: row.taxCents,
    lineItems: lines.get(row.id) ?? [],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
