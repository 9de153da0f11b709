import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard, IconReceipt, IconScale } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useBrandName } from '~/lib/runtime-config';
import classes from './landing.module.css';

interface Feature {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: IconReceipt,
    title: 'Upfront offers',
    text: 'Describe the job once. Shops near you answer with itemized prices — labor, parts and fees — not a call-back.',
  },
  {
    icon: IconScale,
    title: 'A fair-price check',
    text: 'Every offer shows where it falls in the local price range for the same job, so you know a good deal when you see one.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Booking in a few taps',
    text: "Pick a time from the shop's open slots. No phone tag, no waiting on hold.",
  },
  {
    icon: IconCreditCard,
    title: 'Pay when it is done',
    text: 'Book with a saved card. It is charged once the work is complete.',
  },
];

export function WhatWeDo() {
  const brand = useBrandName();
  return (
    <Box component="section" className={classes.section} aria-labelledby="what-we-do-title">
      <Container fluid px={{ base: 'md', sm: 'xl' }}>
        <Stack gap={6} mb={40} maw={640}>
          <Text className={classes.eyebrow} size="sm">
            What {brand} does
          </Text>
          <Title order={2} id="what-we-do-title">
            One place for your car&apos;s repairs and maintenance
          </Title>
          <Text c="dimmed" size="lg">
            From an oil change to a check-engine light, {brand} connects you with local auto shops that compete for
            the job.
          </Text>
        </Stack>
        <ul className={classes.grid4}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={`${classes.card} ${classes.cardLift}`}>
              <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden="true">
                <Icon size={24} stroke={1.8} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb={6}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
