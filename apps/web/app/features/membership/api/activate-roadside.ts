import type { RoadsideActivateInput } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';
import { membershipKey } from './keys';

/** Ask for roadside help; the reply says whom to call and how many events are left. */
export function activateRoadside(partnerId: string | null, body: RoadsideActivateInput) {
  return api.call(membershipEndpoints.activateRoadside, { body, headers: partnerHeaders(partnerId ?? '') });
}

export function useActivateRoadside() {
  const partnerId = useCurrentPartner().partnerId;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoadsideActivateInput) => activateRoadside(partnerId, body),
    onSettled: () => client.invalidateQueries({ queryKey: membershipKey }),
  });
}
