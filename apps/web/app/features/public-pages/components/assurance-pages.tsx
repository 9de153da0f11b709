import { Text } from '@mantine/core';
import { ROADSIDE_EVENTS_PER_YEAR, ROADSIDE_TOW_MILES, ROADSIDE_WAITING_DAYS } from '@pitstop/contracts/membership-constants';
import { HOLD_DAYS_BEFORE, HOLD_NOW_MAX_DAYS, OFFER_VALID_DAYS } from '@pitstop/contracts/product-figures';
import { href } from 'react-router';
import { useBrandName } from '~/lib/runtime-config';
import { InfoList, InfoPage, InfoSection, PageLink } from './info-page';

/**
 * `/trust-and-saftey` (spelled as routed, spec 000 §2): how the product keeps people and their money safe — each a
 * rule the code enforces (docs/product/public-pages.md). Employees may stay on it (its route's handle).
 */
export function TrustPage() {
  const brand = useBrandName();
  return (
    <InfoPage title="Trust and safety" lead={`How ${brand} protects you, your money and your details, whether you drive or run a shop.`}>
      <InfoSection title="Your money">
        <InfoList
          items={[
            'You see the whole price — labor, parts, fees and tax — before you book.',
            'Booking holds the total on your card; nothing is charged until the shop completes the job.',
            'A shop can never charge more than the booked total plus extra work you approved line by line.',
            'Card numbers go straight to Stripe, our payment processor; we never see or keep them.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Your details">
        <InfoList
          items={[
            'Shops see your request and your car, not your name, email or phone, until you book them.',
            'Passwords are kept only as a one-way hash. Changing your password signs out every other session.',
            'We text only a phone number you verified with a code, and email booking details only to an address you confirmed.',
            'Messages from us are limited per address and number, so nobody can use the product to flood your inbox.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Honest reviews">
        <Text>
          Only a customer whose job a shop completed can review it, once for that job; shops may reply but cannot remove a
          review. Read them on the <PageLink to={href('/reviews')}>reviews page</PageLink>.
        </Text>
      </InfoSection>
      <InfoSection title="Something wrong?">
        <Text>
          Tell us about a shop, a charge or anything that worries you through the <PageLink to={href('/contact')}>Help page</PageLink>.
          How we handle your data is in the <PageLink to={href('/privacy-policy')}>privacy policy</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}

/** `/peace-of-mind` (spec 000 §2): what a driver can count on from asking for prices to after the job. */
export function PeaceOfMindPage() {
  const brand = useBrandName();
  return (
    <InfoPage title="Peace of mind, from estimate to pickup" lead={`What you can count on when you book car care through ${brand}.`}>
      <InfoSection title="Before you book">
        <InfoList
          items={[
            'Compare offers from nearby shops side by side, each saying whether it is below, within or above what the job costs in your area.',
            `Every offer holds its price for ${OFFER_VALID_DAYS} days and states the shop’s warranty: months, miles and terms.`,
            'Read what other customers wrote after a completed job at that shop.',
          ]}
        />
      </InfoSection>
      <InfoSection title="When you book">
        <InfoList
          items={[
            `The total is held on your card, not charged: at once if the appointment is within ${HOLD_NOW_MAX_DAYS} days, otherwise ${HOLD_DAYS_BEFORE} days before.`,
            'You get a confirmation email with a calendar file, and a reminder the day before.',
            'Change the time, cancel or go back to the offers until the appointment starts; the hold is released.',
          ]}
        />
      </InfoSection>
      <InfoSection title="At the shop">
        <InfoList
          items={[
            'If the shop finds more work, it asks you line by line with the price; you decide each one.',
            'The charge is never more than your booking plus the extra work you approved.',
            'The receipt comes by email, and the job stays in your vehicle’s history with its warranty.',
          ]}
        />
      </InfoSection>
      <InfoSection title="On the road">
        <Text>
          Plus members whose plan includes roadside help can ask for a jump start, lockout help, a flat tire change,
          winching, fuel delivery or a tow of up to {ROADSIDE_TOW_MILES} miles, {ROADSIDE_EVENTS_PER_YEAR} times a membership year, from{' '}
          {ROADSIDE_WAITING_DAYS} days after joining.
        </Text>
      </InfoSection>
      <InfoSection title="More">
        <Text>
          See how we protect your money and details on the <PageLink to={href('/trust-and-saftey')}>trust and safety page</PageLink>,
          or ask us anything through the <PageLink to={href('/contact')}>Help page</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
