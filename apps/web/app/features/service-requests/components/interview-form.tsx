import { Alert, Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import type { InterviewQuestion } from '@pitstop/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import type { CartServiceAnswers } from '~/lib/store';
import { useSchemaForm } from '~/lib/use-schema-form';

/** A chosen popular service and its interview questions (docs/product/requests-and-offers.md). */
export interface InterviewService {
  id: string;
  name: string;
  questions: InterviewQuestion[];
}

export interface InterviewFormProps {
  services: InterviewService[];
  /** Answers given before (the cart's), shown chosen. */
  initial: readonly CartServiceAnswers[];
  onSubmit: (answers: CartServiceAnswers[]) => void;
}

export const ANSWER_REQUIRED = 'Choose an answer.';

/** One form field per question of each service (a question may be asked for two services). */
const fieldOf = (serviceId: string, questionId: string) => `${serviceId}~${questionId}`;
const FIELD_SEPARATOR = '|';
const schemaOf = (fields: string) =>
  z.object(Object.fromEntries(fields.split(FIELD_SEPARATOR).map((field) => [field, z.string().min(1, { message: ANSWER_REQUIRED })])));

/**
 * "Answer some questions" (docs/product/requests-and-offers.md): each chosen popular service's questions, one choice each,
 * every answer with its note for the mechanic. Every question needs an answer ("I'm not sure" is one); the
 * answers go out by their text, the server reads their weight and note.
 */
export function InterviewForm({ services, initial, onSubmit }: InterviewFormProps) {
  const fields = services.flatMap((service) => service.questions.map((question) => fieldOf(service.id, question.id))).join(FIELD_SEPARATOR);
  const schema = useMemo(() => schemaOf(fields), [fields]);
  const form = useSchemaForm(schema, {
    initialValues: Object.fromEntries(
      services.flatMap((service) =>
        service.questions.map((question) => {
          const given = initial.find((entry) => entry.serviceId === service.id)?.answers.find((a) => a.questionId === question.id);
          const known = given && question.answers.some((option) => option.answer === given.answer) ? given.answer : '';
          return [fieldOf(service.id, question.id), known];
        }),
      ),
    ),
  });
  const unanswered = Object.keys(form.errors).length;

  const submit = form.submit((values) => {
    const answered = values as Record<string, string>;
    onSubmit(
      services.map((service) => ({
        serviceId: service.id,
        answers: service.questions.map((question) => ({ questionId: question.id, answer: answered[fieldOf(service.id, question.id)] ?? '' })),
      })),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Answer some questions">
      <Stack gap="lg">
        {services.map((service) => (
          <Card key={service.id} withBorder radius="md" component="section" aria-labelledby={`interview-${service.id}`}>
            <Stack gap="md">
              <Title order={2} fz="lg" id={`interview-${service.id}`}>
                {service.name}
              </Title>
              {service.questions.map((question) => (
                <Radio.Group key={question.id} label={question.question} required {...form.getInputProps(fieldOf(service.id, question.id))}>
                  <Stack gap="xs" mt="xs">
                    {question.answers.map((option) => (
                      <Radio key={option.answer} value={option.answer} label={option.answer} description={option.note ?? undefined} />
                    ))}
                  </Stack>
                </Radio.Group>
              ))}
            </Stack>
          </Card>
        ))}
        {unanswered > 0 && (
          <Alert color="yellow" role="alert">
            <Text size="sm">{unanswered === 1 ? 'One question still needs an answer.' : `${unanswered} questions still need an answer.`}</Text>
          </Alert>
        )}
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
