import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_MEMBER_DISCOUNT_PERCENT } from '@pitstop/contracts/common/money';
import { PLUS_DISCOUNT_TEXT, ROADSIDE_EVENTS_PER_YEAR, ROADSIDE_KIND_LABELS, ROADSIDE_KINDS, ROADSIDE_WAITING_DAYS } from '@pitstop/contracts/membership-constants';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import { useBrandName } from '~/lib/runtime-config';
import { brandPageHref } from '~/lib/brand-page-href';
import { type FaqEntry, FaqList } from './faq-list';
import { InfoList, InfoPage, InfoSection, PageLink } from './info-page';

/** `/{brand}-faq` and `/{brand}-plus-faq`: the questions, and where to ask more. */
export function BrandFaqPage({ title, lead, entries, more }: { title: string; lead: string; entries: readonly FaqEntry[]; more: ReactNode }) {
  return (
    <InfoPage title={title} lead={lead}>
      {entries.length > 0 ? <FaqList entries={entries} label="Questions and answers" /> : <Text>No questions yet.</Text>}
      <Text>
        {more} Anything else: ask us through the <PageLink to={href('/contact')}>Help page</PageLink>.
      </Text>
    </InfoPage>
  );
}

export interface PlanPrice {
  label: string;
  formattedPrice: string;
  description: string | null;
}

/**
 * `/{brand}plus` (spec 001 §2, §9): the membership's benefits from the membership's own figures, and the brand plan's
 * prices as the server has them (`prices`; null when they could not be read).
 */
export function PlusPage({ brandSlug, prices, joinTo }: { brandSlug: string; prices: readonly PlanPrice[] | null; joinTo: string }) {
  const brand = useBrandName();
  return (
    <InfoPage title={`${brand} Plus`} lead={`${PLUS_DISCOUNT_TEXT}, with roadside help when the car won’t go.`}>
      <Group>
        <Button component={Link} to={joinTo} size="md">
          See the plans
        </Button>
        <Button component={Link} to={brandPageHref('plus-faq', brandSlug)} size="md" variant="default">
          Plus questions
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Benefit title="Member prices">
          <Text>
            Each shop chooses its members’ discount, up to {MAX_MEMBER_DISCOUNT_PERCENT}%, and it comes off the whole bill:
            labor, parts, fees and tax. Every offer shows its member price, so you see what you save before you book.
          </Text>
        </Benefit>
        <Benefit title="Roadside help">
          <Text>
            {ROADSIDE_EVENTS_PER_YEAR} times a membership year, from {ROADSIDE_WAITING_DAYS} days after you join, on plans that include it:
          </Text>
          <List size="sm" spacing={2}>
            {ROADSIDE_KINDS.map((kind) => (
              <List.Item key={kind}>{ROADSIDE_KIND_LABELS[kind]}</List.Item>
            ))}
          </List>
        </Benefit>
      </SimpleGrid>
      <InfoSection title="Plans">
        {prices && prices.length > 0 ? (
          <List spacing={4} aria-label="Plans">
            {prices.map((price) => (
              <List.Item key={price.label}>
                <Text span fw={700}>
                  {price.label}
                </Text>{' '}
                — {price.formattedPrice}
                {price.description ? ` (${price.description})` : ''}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text>The plans and their prices are on the plans page.</Text>
        )}
        <Text>
          A paid membership renews at the end of each period on your card until you cancel; after cancelling you stay a
          member to the end of the period you paid for. The free plan shows member prices but gives no discount on booked
          services.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}

/** One benefit of the membership, in its card. */
function Benefit({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** `/partner-with-{brand}` (spec 001 §2): what the product does for a company whose people drive. */
export function PartnerPage({ brandSlug }: { brandSlug: string }) {
  const brand = useBrandName();
  return (
    <InfoPage
      title={`Partner with ${brand}`}
      lead={`Ride-share and delivery companies, motor clubs and fleets bring their people to ${brand}: member prices on car care and roadside help, under your program or your own name.`}
    >
      <InfoSection title="What a partner gets">
        <InfoList
          items={[
            'Your own program page, where your people sign up and join your plan: paid by them, or free to them with you paying.',
            'White label if you like: your name, logo, colours, member-services phone and legal links in place of ours on your members’ pages.',
            'A membership your people must hold before they use the product, if your program requires one.',
            'Your offers to your members, shown to them in the app.',
            'The vehicles you know for a member, sent to their garage for them to link.',
            'A dashboard of your programs and plans, with your members by plan and status, and a CSV download of them.',
          ]}
        />
      </InfoSection>
      <InfoSection title="What your members get">
        <Text>
          Everything <PageLink to={brandPageHref('plus', brandSlug)}>{brand} Plus</PageLink> gives: member prices at nearby
          shops and, on plans that include it, roadside help — with prices from local shops compared side by side and the
          total held on their card until the job is done.
        </Text>
      </InfoSection>
      <InfoSection title="Talk to us">
        <Text>
          Write to us through the <PageLink to={href('/contact')}>Help page</PageLink> and tell us about your company and your
          people. Running a repair shop instead? See <PageLink to={href('/automotive-service-professionals')}>{brand} for shops</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
