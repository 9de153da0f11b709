import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';
import { RequestStartCard } from './request-start-card';

const POINTS = [
  'Upfront prices before you book',
  'Nearby shops with real customer ratings',
  'Your card is charged only when the work is done',
];

/** `requestStart`: the request start form (the route composes it from the catalog and locations features). */
export function Hero({ requestStart }: { requestStart: ReactNode }) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container fluid px={{ base: 'md', sm: 'xl' }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <span className={classes.tag}>Free estimates · No obligation</span>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Car repair, honestly priced.
            </Title>
            <Text className={classes.heroLead}>
              Tell us what your car needs. Shops near you send upfront offers you can compare side by side — then book
              a time and pay online.
            </Text>
            <ul className={`${classes.checkList} ${classes.heroPoint}`}>
              {POINTS.map((point) => (
                <li key={point} className={classes.checked}>
                  {point}
                </li>
              ))}
            </ul>
          </Stack>
          <RequestStartCard>{requestStart}</RequestStartCard>
        </div>
      </Container>
    </Box>
  );
}
