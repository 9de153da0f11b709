import { appointmentMessages, NewReview, NpsAnswer } from '@pitstop/contracts';
import { z } from 'zod';

/** The survey form: the score comes from a radio group (a string '0'…'10'), the comment as the contract has it. */
export const NpsFormSchema = z.object({
  score: z
    .string()
    .regex(/^(10|[0-9])$/, { message: appointmentMessages.npsScoreRequired })
    .transform(Number),
  comment: NpsAnswer.shape.comment,
});

/** The review form: the stars (0 until one is chosen, which the contract refuses) and the text, as the contract has them. */
export const ReviewFormSchema = z.object({ rating: NewReview.shape.rating, body: NewReview.shape.body });
