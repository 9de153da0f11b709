import { Paper, Stack, Text, Title } from '@mantine/core';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Questions and their answers, each answer always shown (a search engine and a screen reader read them as they are;
 * nothing to open). The h2 of each question sits under the page's h1.
 */
export function FaqList({ entries, label }: { entries: readonly FaqEntry[]; label: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {entries.map((entry) => (
        <Paper key={entry.question} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap={6}>
            <Title order={2} fz={{ base: 17, sm: 19 }}>
              {entry.question}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{entry.answer}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
