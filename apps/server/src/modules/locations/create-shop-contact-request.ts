import type { ShopContact } from '@pitstop/contracts';
import { shopContactRequests } from '../../db/schema/index.ts';
import { shopSuggestedEmail } from './coverage-emails.ts';
import type { LocationsDeps } from './locations-deps.ts';

export interface ShopContactInput {
  shopName: string;
  cityState: string;
  phoneNumber: string | null;
  shopEmail: string | null;
  notes: string | null;
}

/**
 * "Suggest a shop" (docs/product/locations.md): recorded, and emailed to the support address (SUPPORT_EMAIL) in the same
 * transaction, so the team that answers it can contact the shop as the thank-you text says.
 */
export async function createShopContactRequest(
  deps: Pick<LocationsDeps, 'db' | 'outbox' | 'config'>,
  input: ShopContactInput,
): Promise<ShopContact & { id: string }> {
  const { saved, messageId } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(shopContactRequests).values(input).returning();
    const contact = row as NonNullable<typeof row>;
    return { saved: contact, messageId: await deps.outbox.queueEmail(tx, deps.config.supportEmail, shopSuggestedEmail(deps.config, contact)) };
  });
  await deps.outbox.deliver([messageId]);
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
