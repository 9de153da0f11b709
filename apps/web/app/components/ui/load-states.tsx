import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';

/** What a page part says while its data loads. */
export function Loading({ children }: { children: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{children}</Text>
    </Group>
  );
}

/** Data that could not be loaded: why (the error's text, docs/product/errors-and-validation.md) and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{extractErrorText(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
