import { Stack, Title } from '@mantine/core';
import { PlainText } from '~/components/ui/plain-text';
import type { FaqEntry } from '../maintenance-pages';

/** The page's questions and answers, the same the head gives search engines as FAQPage. */
export function MaintenanceFaq({ faq }: { faq: readonly FaqEntry[] }) {
  return (
    <Stack gap="md">
      {faq.map((entry) => (
        <Stack key={entry.question} gap={4}>
          <Title order={3} fz="md">
            {entry.question}
          </Title>
          <PlainText size="sm">{entry.answer}</PlainText>
        </Stack>
      ))}
    </Stack>
  );
}
