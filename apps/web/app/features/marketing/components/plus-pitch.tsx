import { Box, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  PLUS_DISCOUNT_TEXT,
  ROADSIDE_EVENTS_PER_YEAR,
  ROADSIDE_KIND_LABELS,
  ROADSIDE_TOW_MILES,
  ROADSIDE_WAITING_DAYS,
} from '@pitstop/contracts/membership-constants';
import { IconTruck } from '@tabler/icons-react';
import { useBrandName } from '~/lib/runtime-config';
import classes from './landing.module.css';
import { REQUEST_FORM_ID } from './request-start-card';

export const PLUS_SECTION_ID = 'plus';

/** The plus membership: discounts, savings, roadside assistance. */
export function PlusPitch() {
  const brand = useBrandName();
  return (
    <Box component="section" id={PLUS_SECTION_ID} className={classes.section} aria-labelledby="plus-title">
      <Container fluid px={{ base: 'md', sm: 'xl' }}>
        <div className={classes.plus}>
          <div className={classes.plusGrid}>
            <div>
              <Stack gap="md">
                <Text fw={700} c="yellow.4" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
                  {brand} plus membership
                </Text>
                <Title order={2} id="plus-title" c="white">
                  {PLUS_DISCOUNT_TEXT}
                </Title>
                <Text className={classes.plusMuted} size="lg">
                  Members get discounted prices on the services they book and roadside help when the car won&apos;t
                  go. Choose 6 months, or 12 months with 2 months free.
                </Text>
                <div>
                  <div className={classes.plusSavings}>$400 to $2,100</div>
                  <Text className={classes.plusMuted}>a year in potential savings on repairs and maintenance</Text>
                </div>
                <Button component="a" href={`#${REQUEST_FORM_ID}`} color="yellow.4" c="dark.8" size="md" w="fit-content">
                  Start with a free estimate
                </Button>
              </Stack>
            </div>
            <div>
              <Stack gap="sm">
                <Title order={3} fz="lg" c="white">
                  Roadside assistance included
                </Title>
                <ul className={`${classes.checkList} ${classes.plusMuted}`}>
                  {[
                    `${ROADSIDE_EVENTS_PER_YEAR} roadside events per year`,
                    `Up to a ${ROADSIDE_TOW_MILES}-mile tow`,
                    [ROADSIDE_KIND_LABELS.jump_start, ROADSIDE_KIND_LABELS.lockout, ROADSIDE_KIND_LABELS.flat_tire, ROADSIDE_KIND_LABELS.winching, ROADSIDE_KIND_LABELS.fuel_delivery].join(', '),
                    `Starts ${ROADSIDE_WAITING_DAYS} days after you join`,
                  ].map((perk) => (
                    <li key={perk}>
                      <ThemeIcon color="yellow.4" c="dark.8" size={24} radius="xl" aria-hidden="true">
                        <IconTruck size={14} />
                      </ThemeIcon>
                      {perk}
                    </li>
                  ))}
                </ul>
              </Stack>
            </div>
          </div>
        </div>
      </Container>
    </Box>
  );
}
