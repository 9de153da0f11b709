import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { offer } from '../test-fixtures';
import { MemberPricesContext } from './member-price';
import { OfferHeading } from './offer-facts';

// Labor $180.00, parts $60.00, tax $4.95: $244.95; the shop's 10 % is $24.50 (24.495 rounded half up).
const BARTON = offer({ id: 'of-b', shop: 'Barton Brakes', rank: 1, hours: 1.5, rateCents: 12000, partsCents: 6000, miles: 1.1, rating: 4.5, reviews: 120 });

function renderHeading(memberPrices: boolean | undefined, shown = BARTON) {
  renderWithProviders(
    <MemberPricesContext value={memberPrices}>
      <OfferHeading offer={shown} marks={{ selected: false, isNew: false }} headingId="offer-of-b" />
    </MemberPricesContext>,
  );
}

describe('the member price on an offer card (ADR 059)', () => {
  it('shows a non-member the member price under the price, as what plus would save', () => {
    renderHeading(false);
    expect(screen.getByText('$244.95')).toBeInTheDocument();
    expect(screen.getByTestId('member-price')).toHaveTextContent('Member price $220.45 · plus members save $24.50 · Join plus');
    expect(screen.getByRole('link', { name: 'Join plus' })).toHaveAttribute('href', '/subscriptions');
  });

  it('reads as the price of a member of a paid plan', () => {
    renderHeading(true);
    expect(screen.getByTestId('member-price')).toHaveTextContent('Member price $220.45 · your price with plus (10 % off)');
    expect(screen.queryByRole('link', { name: 'Join plus' })).toBeNull();
  });

  it('reads as a non-member’s while membership is still unknown', () => {
    renderHeading(undefined);
    expect(screen.getByTestId('member-price')).toHaveTextContent('plus members save $24.50');
  });

  it('shows nothing when the shop gives members no discount, or once the offer is booked', () => {
    renderHeading(true, { ...BARTON, memberDiscountPercent: 0, memberPriceCents: BARTON.totalCents });
    expect(screen.queryByTestId('member-price')).not.toBeInTheDocument();
    renderHeading(true, { ...BARTON, status: 'accepted' });
    expect(screen.queryByTestId('member-price')).not.toBeInTheDocument();
  });
});
