import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { REVIEW_BODY_MAX } from '@pitstop/contracts';
import { useId } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { ReviewFormSchema } from '../schemas';

export interface ReviewFormProps {
  locationId: string;
  appointmentId: string;
  /** The review being edited; without it, a new one. */
  review?: { rating: number; body: string };
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Write or edit the review of a completed job (docs/product/reviews.md): one to five stars and a few words; the
 * server's sentence on a field or above the form.
 */
export function ReviewForm({ locationId, appointmentId, review, onDone, onCancel }: ReviewFormProps) {
  const create = useCreateReview();
  const update = useUpdateReview();
  const ratingLabel = useId();
  const form = useSchemaForm(ReviewFormSchema, { initialValues: { rating: review?.rating ?? 0, body: review?.body ?? '' } });
  const submit = form.submit(async (values) => {
    if (review) await update.mutateAsync({ locationId, appointmentId, ...values });
    else await create.mutateAsync({ locationId, appointmentId, ...values });
    onDone();
  });
  const rating = form.getInputProps('rating');
  return (
    <form onSubmit={submit} noValidate aria-label={review ? 'Edit your review' : 'Write a review'}>
      <Stack gap="sm">
        <ProblemAlert problem={form.problem} />
        <Input.Wrapper label="Your rating" id={ratingLabel} error={rating.error} required>
          <Rating
            size="lg"
            value={rating.value as number}
            onChange={(value) => {
              form.setFieldValue('rating', value);
              form.validateField('rating');
            }}
            aria-labelledby={ratingLabel}
          />
        </Input.Wrapper>
        <Textarea
          label="Your review"
          description="What went well, what did not: other drivers read it on the shop's page."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_BODY_MAX}
          required
          {...form.getInputProps('body')}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {review ? 'Save review' : 'Post review'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
