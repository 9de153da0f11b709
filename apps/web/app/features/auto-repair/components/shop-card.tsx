import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AutoRepairShop } from '@pitstop/contracts';
import { shopAnchor } from '../heads';
import { daysText, hoursRuns, hoursText } from '../opening-hours';
import { reviewsText } from './place-links';

/** "(512) 555-0100" from the ten digits. */
const phoneText = (phone: string) => (/^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone);

/** One shop of a city page: its standing, address, phone, week and certifications. */
export function ShopCard({ shop }: { shop: AutoRepairShop }) {
  const headingId = `${shopAnchor(shop)}-name`;
  return (
    <Paper component="article" id={shopAnchor(shop)} aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <div>
          <Title order={3} fz="lg" id={headingId}>
            {shop.name}
          </Title>
          <Text size="sm" c={shop.reviewCount > 0 ? undefined : 'dimmed'}>
            {shop.reviewCount > 0 ? (
              <>
                <Text span fw={700}>
                  {shop.rating.toFixed(1)}
                </Text>{' '}
                out of 5 · {reviewsText(shop.reviewCount)}
              </>
            ) : (
              'No reviews yet'
            )}
          </Text>
        </div>
        <Text size="sm">
          {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
          <br />
          <Anchor href={`tel:+1${shop.phone}`} size="sm">
            {phoneText(shop.phone)}
          </Anchor>
        </Text>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2, fontSize: 'var(--mantine-font-size-sm)' }}>
          {hoursRuns(shop.openingHours).map((run) => (
            <div key={run.days[0]} style={{ display: 'contents' }}>
              <dt>{daysText(run.days)}</dt>
              <dd style={{ margin: 0 }}>{hoursText(run.hours)}</dd>
            </div>
          ))}
        </dl>
        {shop.certifications.length > 0 && (
          <Group gap={6} aria-label="Certifications">
            {shop.certifications.map((certification) => (
              <Badge key={certification} variant="light" radius="sm" tt="none">
                {certification}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
