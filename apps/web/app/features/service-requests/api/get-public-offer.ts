import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /v3/offers/{offerId} (public): one offer as its shared link shows it, without its customer (ADR 073). */
export async function getPublicOffer(offerId: string, client: ApiClient) {
  const { data } = await client.call(serviceRequestsEndpoints.getPublicOffer, { params: { offerId } });
  return data;
}
