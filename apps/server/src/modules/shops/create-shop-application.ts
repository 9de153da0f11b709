import { type ShopApplication, shopApplicationMessages, type AppointmentType } from '@pitstop/contracts';
import { shopApplications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { shopApplicationEmail } from './shop-application-email.ts';
import type { ShopsDeps } from './shops-deps.ts';

export interface ShopApplicationInput {
  shopName: string;
  contactFirstName: string;
  contactLastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  addressCity: string;
  addressState: string;
  addressZipcode: string;
  services: AppointmentType[];
  bays: number;
  website: string | null;
  message: string | null;
}

/**
 * A shop applies to join (docs/product/public-pages.md, ADR 069): kept, and emailed to the operations mailbox
 * (SUPPORT_EMAIL) in the same transaction, so the team the thank-you promises can contact the shop. One application an
 * email a day (UTC, by the app's clock): the unique key refuses a second, even two sent at once, as 409.
 */
export async function createShopApplication(
  deps: Pick<ShopsDeps, 'db' | 'outbox' | 'config' | 'clock'>,
  input: ShopApplicationInput,
): Promise<ShopApplication & { id: string }> {
  const now = deps.clock.now();
  try {
    const { saved, messageId } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shopApplications)
        .values({ ...input, email: input.email.toLowerCase(), appliedOn: now.toISOString().slice(0, 10), createdAt: now })
        .returning();
      const application = toApplication(row as NonNullable<typeof row>);
      return { saved: application, messageId: await deps.outbox.queueEmail(tx, deps.config.supportEmail, shopApplicationEmail(deps.config, application)) };
    });
    await deps.outbox.deliver([messageId]);
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, 'shop_applications_email_day_key')) {
      throw new AppError('conflict', shopApplicationMessages.alreadyApplied, { pointer: '/email' });
    }
    throw error;
  }
}

function toApplication(row: typeof shopApplications.$inferSelect): ShopApplication & { id: string } {
  const { appliedOn: _day, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}
