import { Anchor, Text } from '@mantine/core';
import { formatCents } from '@pitstop/contracts/common/money';
import { createContext, use } from 'react';
import { href, Link } from 'react-router';
import type { OfferView } from '../api/get-service-request';

/**
 * Whether the signed-in user's bookings take the member price (ADR 059), as the page's route learnt it: true for a
 * member of a paid plan, false for anyone else, undefined while unknown (read as not a member).
 */
export const MemberPricesContext = createContext<boolean | undefined>(undefined);

/**
 * The offer's member price, under its price (docs/product/membership.md "Members' discount"): a member's own price,
 * or what plus would save a non-member. Nothing when the shop gives members no discount, or once the offer is booked
 * (the booking's money then shows the discount taken).
 */
export function MemberPrice({ offer }: { offer: Pick<OfferView, 'status' | 'totalCents' | 'memberPriceCents' | 'memberDiscountPercent'> }) {
  const member = use(MemberPricesContext) === true;
  if (offer.memberDiscountPercent === 0 || offer.status !== 'open') return null;
  const saving = offer.totalCents - offer.memberPriceCents;
  return (
    <Text size="sm" c="teal.9" data-testid="member-price">
      Member price <strong>{formatCents(offer.memberPriceCents)}</strong>
      {member ? (
        ` · your price with plus (${offer.memberDiscountPercent} % off)`
      ) : (
        <>
          {` · plus members save ${formatCents(saving)} · `}
          <Anchor component={Link} to={href('/subscriptions')} size="sm">
            Join plus
          </Anchor>
        </>
      )}
    </Text>
  );
}
