import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The partner-admin dashboard: a partner's plans with member counts, and a page of its members (ADR 060). */
export const listPartnerMembers = (partnerId: string, page: { skip: number; take: number }, signal?: AbortSignal) =>
  api.call(membershipEndpoints.listPartnerMembers, { params: { partnerId }, query: page, headers: partnerHeaders(partnerId), signal });

export const usePartnerMembers = (partnerId: string | null, page: { skip: number; take: number }) =>
  useQuery({
    ...partnerQueryOptions(partnerId, ['admin', 'members', page.skip, page.take], (id, signal) => listPartnerMembers(id, page, signal)),
    placeholderData: keepPreviousData,
  });
