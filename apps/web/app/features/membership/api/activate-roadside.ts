import type { RoadsideActivateInput } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';
import { membershipKey } from './keys';

/** Ask for roadside help; the reply says whom to call and how many events are left. */
export function activateRoadside(partnerId: string | null, body: RoadsideActivateInput) {
  return api.call(membershipEndpoints.activateRoadside, { body, headers: membershipHeaders(partnerId) });
}

export function useActivateRoadside() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoadsideActivateInput) => activateRoadside(partnerId, body),
    onSettled: () => client.invalidateQueries({ queryKey: membershipKey }),
  });
}
