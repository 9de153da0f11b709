import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import type { ReactNode } from 'react';

/** A read of the shop portal still loading: a status line screen readers announce. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{children}</Text>
    </Group>
  );
}

/** A read that failed: what went wrong, and a retry. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => unknown }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{extractErrorText(error)}</Text>
        <Button size="xs" variant="default" onClick={() => void retry()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
