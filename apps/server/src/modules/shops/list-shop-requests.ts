import type { ShopInboxRequest } from '@pitstop/contracts';
import type { ShopsDeps } from './shops-deps.ts';
import { INBOX_LIMIT, type InboxStatus, inboxItems, requestsInReach } from './shop-requests.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/** GET /locations/:locationId/requests: the location's inbox, newest first (shop-requests.ts says what each tab holds). */
export async function listShopRequests(
  deps: Pick<ShopsDeps, 'db'>,
  { location, status }: { location: StaffLocation; status: InboxStatus },
): Promise<ShopInboxRequest[]> {
  return inboxItems(deps.db, location.id, await requestsInReach(deps.db, location, status, { limit: INBOX_LIMIT }));
}
