import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { appointmentMessages } from './bookings.ts';
import { jsonApiDocument } from './common/jsonapi.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
/**
 * Reviews of completed jobs: the satisfaction survey (NPS) now; written reviews join this table next
 * (docs/decisions/034-satisfaction-link.md, 050-one-module-one-domain-one-route-table.md).
 */
// ─── Satisfaction link (GET /v3/service_requests/{npsToken}, POST /v3/users/nps; ADR 033) ─────────────────
/** The token of the link `/service-request/nps/{token}` the customer is emailed when the job is completed. */
export const NpsToken = text({ required: appointmentMessages.npsNotFound }).trim().regex(/^[A-Za-z0-9_-]{20,64}$/, { message: appointmentMessages.npsNotFound });
/**
 * The path writes the token where the other /v3/service_requests/{id} routes have the request's id: one parameter
 * name per path position across the API (the router shares it), so it is `id` here too, holding the token. Any
 * string is looked up (and a malformed one found nowhere): a link that fails is the 404, never a 422.
 */
export const NpsParams = z.object({ id: text().trim().min(1).max(200) });
export const NPS_COMMENT_MAX = 1000;

/** A settled request's survey, as the satisfaction page shows it (no personal data: the token is public). */
export const NpsSurvey = z.object({
  serviceRequestId: z.string(),
  shopName: z.string(),
  /** The names of the services done. */
  services: z.array(z.string()),
  vehicle: z.string(),
  /** ISO instant the shop marked the job completed. */
  completedAt: z.string(),
  /**
   * ISO instant the survey was answered, null while open. An answered survey's link still reads: the
   * page shows its thanks again rather than the 404; the answer itself is never sent back.
   */
  answeredAt: z.string().nullable(),
});
export type NpsSurvey = z.infer<typeof NpsSurvey>;
export const NpsSurveyDocument = jsonApiDocument('nps_surveys', snakeKeys(NpsSurvey.omit({ serviceRequestId: true })));

export const NpsAnswer = z.object({
  npsToken: NpsToken,
  score: z
    .number({ error: appointmentMessages.npsScoreRequired })
    .int({ message: appointmentMessages.npsScoreRequired })
    .min(0, { message: appointmentMessages.npsScoreRequired })
    .max(10, { message: appointmentMessages.npsScoreRequired }),
  comment: text({ multiline: true })
    .trim()
    .max(NPS_COMMENT_MAX, { message: appointmentMessages.npsCommentTooLong })
    .nullish()
    .transform((value) => value || null),
});
export type NpsAnswer = z.input<typeof NpsAnswer>;

export const reviewsRoutes = defineRoutes('reviews', {
  getNpsSurvey: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/service_requests/:id',
    summary: "A completed request's satisfaction survey, by the token of its emailed link",
    description:
      'Public: the token is the capability (the link is opened from an email, maybe signed out). 404 unless the request is settled (completed, its payment captured) and the survey not answered yet.',
    params: NpsParams,
    reply: NpsSurveyDocument,
    errors: ['not_found'],
  },
  answerNps: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/nps',
    summary: 'Answer the satisfaction survey once: a score 0–10 and a comment',
    description: 'Public like the link it answers (the token is the capability). A second answer is 409; the link is then 404.',
    body: NpsAnswer,
    reply: NpsSurveyDocument,
    errors: ['not_found', 'request_closed', 'validation_failed'],
  },
});
