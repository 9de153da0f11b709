import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card (links to the other account pages). */
  footer?: ReactNode;
  size?: 'xs' | 'sm';
}

/** The frame of the account pages: a heading and a card, one column at any width (360 px included). */
export function AuthPage({ title, subtitle, children, footer, size = 'xs' }: AuthPageProps) {
  return (
    <Container size={size === 'xs' ? 480 : 640} px="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Stack gap={6} ta="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="md">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
