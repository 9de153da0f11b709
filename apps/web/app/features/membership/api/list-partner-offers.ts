import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The partner's offers to its members (AutoEssentials): asked as that partner, for that partner. */
export const listPartnerOffers = (partnerId: string, signal?: AbortSignal) =>
  api.call(membershipEndpoints.listPartnerOffers, { params: { partnerId }, headers: partnerHeaders(partnerId), signal });

export const partnerOffersQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['offers'], listPartnerOffers);

export const usePartnerOffers = (partnerId: string | null) => useQuery(partnerOffersQueryOptions(partnerId));
