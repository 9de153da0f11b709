import { Text } from '@mantine/core';
import { href } from 'react-router';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { InfoList, InfoPage, InfoSection, PageLink } from './info-page';

/**
 * The legal pages (`/tos`, `/privacy-policy`, `/copyright`; spec 000 §2), written for what this product does and keeps
 * (docs/product/public-pages.md): each statement is one the code keeps — the tables of apps/server/src/db/schema,
 * cards at Stripe, texts through Twilio, one cookie.
 */
export function TermsPage() {
  const { brandName: brand } = useRuntimeConfig();
  return (
    <InfoPage title="Terms of service" lead={`The terms of using ${brand}: what we do for you, what the shops do, and what we ask of you.`}>
      <InfoSection title="What we are">
        <Text>
          {brand} is a marketplace. We pass your request to repair shops near you, show you their offers, book the time you
          choose and take payment by card for the shop. The shop does the work and is responsible for it, under the
          warranty it states with its offer.
        </Text>
      </InfoSection>
      <InfoSection title="Your account">
        <InfoList
          items={[
            'Give your real name and an email address you can read: we confirm it with a code before booking emails are sent to it.',
            'Keep your password to yourself. Changing it signs out your other sessions.',
            'Use the product for your own vehicles, or those you are allowed to have serviced.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Offers, bookings and payment">
        <InfoList
          items={[
            'An offer is the shop’s price for the services you asked for, for your vehicle, until the date it shows. Booking it is an agreement with that shop.',
            'When you book, the total is held on your card; the shop charges at most the booked total plus any extra work you approved, once it completes the job. What is not charged is released.',
            'You may reschedule or cancel until the appointment starts; after that the shop completes it or marks it a no-show, which charges nothing.',
            'Missing appointments lowers how many you may hold at a time.',
            'Rewards are credit for bookings on this product, with no cash value.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Plus membership">
        <Text>
          A paid membership renews by itself at the end of each period on the card on file, until you cancel. Cancelling
          stops the renewal; you stay a member until the end of the period you paid for. The membership’s terms, prices
          and benefits are shown before you join.
        </Text>
      </InfoSection>
      <InfoSection title="Reviews and messages">
        <Text>
          Write about your own experience, in your own words. Do not post other people’s personal details, or anything
          unlawful or abusive. Shops may reply to reviews.
        </Text>
      </InfoSection>
      <InfoSection title="Questions">
        <Text>
          Ask us anything about these terms through the <PageLink to={href('/contact')}>Help page</PageLink>. How we handle
          your data is in the <PageLink to={href('/privacy-policy')}>privacy policy</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}

export function PrivacyPage() {
  const { brandName: brand } = useRuntimeConfig();
  return (
    <InfoPage title="Privacy policy" lead={`What ${brand} keeps about you, why, who else sees it, and what stays in your browser.`}>
      <InfoSection title="What we keep">
        <InfoList
          items={[
            'Your account: name, email address, phone number, city, state and zip code if you give them, and your password as a one-way hash (never the password itself). If you sign in with Facebook, your Facebook user id.',
            'How you came to us: a partner program, an invite or promo code, the page you signed up from; for delivery drivers, the companies you drive for.',
            'Your vehicles: year, make, model, sub-model, engine, mileage and, if you give it, the VIN.',
            'Your requests, the offers on them, your bookings, receipts and the extra work you approved or declined.',
            'Your messages with shops and with us, your reviews, your rewards and your membership and its payments.',
            'For a saved card: its brand, last four digits, expiry and billing address — never the card number.',
            'If you ask to be told when shops come near you, or suggest a shop: what you typed in that form.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Who else sees it">
        <InfoList
          items={[
            'Shops see what you ask for, your car, your zip and the distance, never your name, email or phone, until you book them. The shop you book gets your name and how to reach you for that job.',
            'Card numbers go straight to Stripe, our payment processor, which holds and charges your card.',
            'Text messages (a phone verification code, and booking and offer updates if you choose texts) are sent through Twilio; emails through our mail provider.',
            'A review you write is public, with your first name and the initial of your last name.',
            'We sell no data and show no advertising.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Cookies and your browser">
        <Text>
          We set one cookie: the sign-in cookie that keeps you signed in. It is sent only to our sign-in address, cannot be
          read by the page’s scripts, and is removed when you sign out. The app keeps your sign-in token and its own
          state (such as a request you have started) in your browser’s storage. There are no advertising or tracking
          cookies.
        </Text>
      </InfoSection>
      <InfoSection title="Your choices">
        <Text>
          You can change your details and switch maintenance reminders off in your profile, and choose how you hear of new
          offers (email, text, both or none) with each request. To
          see what we keep about you, or to ask us to delete it, write to us through the{' '}
          <PageLink to={href('/contact')}>Help page</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}

export function CopyrightPage() {
  const { brandName: brand } = useRuntimeConfig();
  return (
    <InfoPage title="Copyright" lead={`Who owns what you see on ${brand}, and how to tell us about material that is yours.`}>
      <InfoSection title="Our content">
        <Text>
          The {brand} name, logo, pages and the text on them belong to {brand}. Shop names and logos belong to their shops,
          and vehicle names to their makers.
        </Text>
      </InfoSection>
      <InfoSection title="What you post">
        <Text>
          Reviews, messages and the files you attach stay yours. By posting them you let {brand} show them on the product for as long as
          they are on it. Post only what you have the right to.
        </Text>
      </InfoSection>
      <InfoSection title="Telling us about an infringement">
        <Text>
          If you believe something on {brand} copies your work without your permission, write to us through the{' '}
          <PageLink to={href('/contact')}>Help page</PageLink> with: the work that is yours, where it appears on {brand} (the
          address of the page), how to reach you, and a statement that you own the work or act for its owner. We look at
          every notice and remove what infringes.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
