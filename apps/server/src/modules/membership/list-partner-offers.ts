import { membershipMessages, type PartnerOffer } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import { partnerOffers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** GET my-offers/{partnerId}: the partner's offers (AutoEssentials); the path must name the X-Partner-Id partner, else 404. */
export async function listPartnerOffers(
  deps: Pick<MembershipDeps, 'db'>,
  input: { partnerId: string; headerPartnerId: string },
): Promise<PartnerOffer[]> {
  if (input.partnerId.toLowerCase() !== input.headerPartnerId) throw new AppError('not_found', membershipMessages.partnerNotFound);
  return deps.db
    .select({ id: partnerOffers.id, title: partnerOffers.title, description: partnerOffers.description, url: partnerOffers.url, imageUrl: partnerOffers.imageUrl })
    .from(partnerOffers)
    .where(eq(partnerOffers.partnerId, input.headerPartnerId))
    .orderBy(asc(partnerOffers.position), asc(partnerOffers.title));
}
