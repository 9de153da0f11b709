import { Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/ui/load-states';

export interface StepFrameProps {
  /** "Step 2 of 5" */
  position: { index: number; count: number };
  question: string;
  /** The vehicle so far, shown under the question. */
  summary?: string;
  /** The previous step's address; none on the first step. */
  backTo?: string | null;
  onSubmit: () => void;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
  /** Extra actions beside Continue (e.g. "I'm not sure"). */
  secondaryAction?: ReactNode;
}

/** One step of the add-vehicle flow: where we are, the question, the fields, Back and Continue. */
export function StepFrame({
  position,
  question,
  summary,
  backTo,
  onSubmit,
  submitLabel = 'Continue',
  submitting,
  submitDisabled,
  children,
  secondaryAction,
}: StepFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed" fw={600}>
            Add a vehicle · Step {position.index + 1} of {position.count}
          </Text>
          <Progress value={((position.index + 1) / position.count) * 100} size="sm" aria-hidden="true" />
        </Stack>
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {question}
          </Title>
          {summary && (
            <Text c="dimmed" mt={4}>
              {summary}
            </Text>
          )}
        </div>
        <form onSubmit={submit} noValidate aria-label={question}>
          <Stack gap="md">
            {children}
            <Group justify="space-between" gap="sm" mt="sm">
              {backTo ? (
                <Button component={Link} to={backTo} variant="subtle">
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                {secondaryAction}
                <Button type="submit" loading={submitting} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

/** A failed lookup: its message and a retry. */
export function LookupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailed title="We could not load this list" error={error} onRetry={onRetry} />;
}
