import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconListDetails, IconLock, IconStar } from '@tabler/icons-react';
import { useBrandName, usePaymentsTestMode } from '~/lib/runtime-config';
import classes from './landing.module.css';

const POINTS = [
  {
    icon: IconListDetails,
    title: 'Itemized before you book',
    text: 'Labor, parts, fees and tax are on the offer. You decide before any work starts.',
  },
  {
    icon: IconStar,
    title: 'Ratings from real customers',
    text: 'Reviews come from drivers who booked and finished a job through us.',
  },
  {
    icon: IconCertificate,
    title: 'Warranty terms up front',
    text: "Each offer shows the shop's warranty on parts and labor.",
  },
];

/** The payments point, true in both modes: Stripe takes the card, or (no Stripe configured) nothing real is charged. */
const PAYMENTS = {
  icon: IconLock,
  title: 'Secure card payments',
  text: 'Card details go straight to our payment processor, Stripe. We never store your card number.',
};
const TEST_PAYMENTS = {
  ...PAYMENTS,
  title: 'Test payments only',
  text: 'Payments here are a test: no real card is charged, and we never store a card number.',
};

export function TrustPoints() {
  const brand = useBrandName();
  const points = [...POINTS, usePaymentsTestMode() ? TEST_PAYMENTS : PAYMENTS];
  return (
    <Box component="section" className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="trust-title">
      <Container fluid px={{ base: 'md', sm: 'xl' }}>
        <Stack gap={6} mb={40} maw={640}>
          <Text className={classes.eyebrow} size="sm">
            Why drivers choose {brand}
          </Text>
          <Title order={2} id="trust-title">
            Straight answers, no surprises
          </Title>
        </Stack>
        <ul className={classes.grid2}>
          {points.map(({ icon: Icon, title, text }) => (
            <Stack component="li" key={title} gap={8}>
              <ThemeIcon size={40} radius="xl" variant="light" color="teal" aria-hidden="true">
                <Icon size={22} stroke={1.8} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
