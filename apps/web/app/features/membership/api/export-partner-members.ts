import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { partnerHeaders } from './partner-header';

/**
 * The partner's members as CSV (ADR 060), read with the session's bearer token and the partner header — which a plain
 * link could not send — and handed back as a file to save.
 */
export async function exportPartnerMembers(partnerId: string): Promise<Blob> {
  const stream = await api.open(membershipEndpoints.exportPartnerMembers, { params: { partnerId }, accept: 'text/csv', headers: partnerHeaders(partnerId) });
  return new Blob([await new Response(stream).arrayBuffer()], { type: 'text/csv' });
}
