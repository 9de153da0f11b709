import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { NPS_COMMENT_MAX } from '@pitstop/contracts';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useAnswerNps } from '../api/answer-nps';
import { NpsFormSchema } from '../schemas';

const SCORES = Array.from({ length: 11 }, (_, score) => String(score));

/**
 * The satisfaction survey (POST /v3/users/nps): a 0–10 score as one radio group (arrow keys move through it,
 * Tab leaves it) and an optional comment. `onAnswered` runs once the answer is kept; a second answer (409) shows
 * the server's sentence above the form.
 */
export function NpsForm({ token, shopName, onAnswered }: { token: string; shopName: string; onAnswered: () => void }) {
  const answer = useAnswerNps();
  const form = useSchemaForm(NpsFormSchema, { initialValues: { score: '', comment: '' } });

  const submit = form.submit(async ({ score, comment }) => {
    await answer.mutateAsync({ npsToken: token, score, comment });
    onAnswered();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Rate your service">
      <Stack gap="lg">
        <ProblemAlert problem={form.problem} />
        <Radio.Group
          label={`How likely are you to recommend ${shopName} to a friend?`}
          description="0 is not at all likely, 10 is extremely likely."
          required
          {...form.getInputProps('score')}
        >
          <Group gap="xs" mt="xs" wrap="wrap">
            {SCORES.map((score) => (
              <Radio key={score} value={score} label={score} />
            ))}
          </Group>
          <Group justify="space-between" mt={4} aria-hidden="true">
            <Text size="xs" c="dimmed">
              Not likely
            </Text>
            <Text size="xs" c="dimmed">
              Extremely likely
            </Text>
          </Group>
        </Radio.Group>
        <Textarea
          label="Anything you would like to tell us?"
          description="Optional."
          rows={4}
          maxLength={NPS_COMMENT_MAX}
          {...form.getInputProps('comment')}
        />
        <Button type="submit" size="md" disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send my rating'}
        </Button>
      </Stack>
    </form>
  );
}
