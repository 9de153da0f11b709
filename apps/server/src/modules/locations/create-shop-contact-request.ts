import type { ShopContact } from '@pitstop/contracts';
import { shopContactRequests } from '../../db/schema/index.ts';
import type { LocationsDeps } from './locations-deps.ts';

export interface ShopContactInput {
  shopName: string;
  cityState: string;
  phoneNumber: string | null;
  shopEmail: string | null;
  notes: string | null;
}

/** "Suggest a shop" (spec 000 §5): recorded for the team that signs shops up. */
export async function createShopContactRequest(
  deps: Pick<LocationsDeps, 'db'>,
  input: ShopContactInput,
): Promise<ShopContact & { id: string }> {
  const [row] = await deps.db.insert(shopContactRequests).values(input).returning();
  const saved = row as NonNullable<typeof row>;
  return {
    id: saved.id,
    shopName: saved.shopName,
    cityState: saved.cityState,
    phoneNumber: saved.phoneNumber,
    shopEmail: saved.shopEmail,
    notes: saved.notes,
    createdAt: saved.createdAt.toISOString(),
  };
}
