import type { NpsAnswer } from '@pitstop/contracts';
import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The answer, once (409 'You have already rated this service. Thank you!' after). */
export const answerNps = (body: NpsAnswer) => api.call(reviewsEndpoints.answerNps, { body });

export const useAnswerNps = () => useMutation({ mutationFn: answerNps });
