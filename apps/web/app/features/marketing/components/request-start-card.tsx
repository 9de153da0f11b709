import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import classes from './landing.module.css';

export const REQUEST_FORM_ID = 'get-estimates';
export const REQUEST_FORM_TITLE = 'Get free estimates';

/**
 * The landing page's entry to the request flow: a card around the request start (the service search and the
 * zip entry, composed by the route from the catalog and locations features), and the way to book a shop directly.
 */
export function RequestStartCard({ children }: { children: ReactNode }) {
  return (
    <div id={REQUEST_FORM_ID} className={classes.requestForm}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl" c="dark.8">
            {REQUEST_FORM_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            Tell us the job and where your car is.
          </Text>
        </div>
        {children}
        <Text size="xs" c="dimmed" ta="center">
          Free to use. No obligation to book.
        </Text>
        <Text size="sm" ta="center">
          Know your shop already?{' '}
          <Anchor component={Link} to={href('/book-appointment')} fw={600}>
            Book an appointment
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}
