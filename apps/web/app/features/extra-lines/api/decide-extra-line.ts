import type { ExtraLine } from '@pitstop/contracts';
import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { extraLinesKey } from './list-extra-lines';

/** The customer approves or declines one extra line. */
export function useDecideExtraLine(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, decision }: { lineId: string; decision: 'approve' | 'decline' }) => {
      const { data } = await api.call(extraLinesEndpoints.decideExtraLine, { params: { id, lineId }, body: { decision } });
      return data as ExtraLine;
    },
    // A refused hold leaves the line proposed with the provider's words: reload either way.
    onSettled: () => client.invalidateQueries({ queryKey: [...extraLinesKey, 'customer', id] }),
  });
}
