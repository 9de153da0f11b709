import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_MEMBER_DISCOUNT_PERCENT, MAX_MEMBER_DISCOUNT_PERCENT } from '@pitstop/contracts/common/money';
import { OFFER_VALID_DAYS } from '@pitstop/contracts/product-figures';
import { Link, href } from 'react-router';
import { useBrandName } from '~/lib/runtime-config';
import { InfoList, InfoPage, InfoSection, PageLink } from './info-page';

const STEPS = [
  { title: 'Drivers near you ask', text: 'A driver says what the car needs, the car and the zip. Every request within your reach reaches your shop’s inbox.' },
  { title: 'Your shop answers', text: 'Your instant price is worked out from your own rates at once; or you send your own, by hand, from a draft at your rates.' },
  { title: 'The driver books you', text: 'They choose a time within your opening hours and a free bay. The price is held on their card before they arrive.' },
  { title: 'You do the job and are paid', text: 'Mark the job completed with the final amount, up to what the driver approved, and it is charged.' },
];

/** `/automotive-service-professionals` (spec 000 §2): what the product does for a shop, and the way to apply. */
export function ShopsPage() {
  const brand = useBrandName();
  return (
    <InfoPage
      title={`Grow your shop with ${brand}`}
      lead={`${brand} brings drivers near your shop who are looking for repair, maintenance or a car wash, and lets them book you at your own prices.`}
    >
      <Group>
        <Button component={Link} to={href('/automotive-service-professionals/apply')} size="md">
          Apply to join
        </Button>
        <Button component={Link} to={href('/asp-faq')} size="md" variant="default">
          Questions from shops
        </Button>
      </Group>
      <InfoSection title="How it works for your shop">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {STEPS.map((step, index) => (
            <Paper key={step.title} withBorder radius="md" p="md">
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {index + 1}. {step.title}
                </Title>
                <Text size="sm">{step.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title="You set the terms">
        <InfoList
          items={[
            'Your labor rate, parts markup, diagnostic fee and tax rate on parts price every instant offer.',
            'Your opening hours and number of bays decide which times drivers can book.',
            'Your warranty (months, miles and terms) is shown with every offer you make.',
            `Your members’ discount for plus members: a whole percent from 0 to ${MAX_MEMBER_DISCOUNT_PERCENT} (${DEFAULT_MEMBER_DISCOUNT_PERCENT}% until you change it).`,
            `Every price you send holds for ${OFFER_VALID_DAYS} days; you may change or withdraw it until it is booked.`,
          ]}
        />
      </InfoSection>
      <InfoSection title="What drivers see, and what you see">
        <Text>
          Drivers compare offers by price, distance and rating, and see your answer time and your reviews. Reviews come
          only from customers whose job you completed, and you may reply to each. You see what the driver asks for, the
          car and the distance; their name, email and phone reach you with a booking.
        </Text>
        <Text>
          Read what customers wrote on the <PageLink to={href('/reviews')}>reviews page</PageLink>.
        </Text>
      </InfoSection>
      <InfoSection title="Joining">
        <Text>
          Tell us about your shop on the <PageLink to={href('/automotive-service-professionals/apply')}>application page</PageLink>.
          Our team contacts you, sets your location up with you and links your staff’s {brand} accounts to it; they then
          work in the shop portal. More answers are in the <PageLink to={href('/asp-faq')}>shops’ FAQ</PageLink>.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
