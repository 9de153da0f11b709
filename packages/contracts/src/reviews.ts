import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { appointmentMessages } from './bookings.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { ShopLocationParams } from './shops.ts';
import { PUBLIC_REVIEWS_PER_PAGE, PUBLIC_REVIEWS_PER_PAGE_MAX } from './product-figures.ts';
// The page size lives in a zod-free module (the public /reviews page reads it there); re-exported for everyone else.
export { PUBLIC_REVIEWS_PER_PAGE, PUBLIC_REVIEWS_PER_PAGE_MAX } from './product-figures.ts';

/**
 * Reviews of completed jobs: the satisfaction survey (NPS, ADR 034) and the written reviews of shops
 * (docs/product/reviews.md, ADR 064), one per completed job, with the shop's reply and the public /reviews page.
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

// ─── Written reviews (POST/GET /v3/users/reviews; ADR 064) ─────────────────────────────────────────────
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  bodyRequired: 'Tell others how it went.',
  bodyTooLong: `A review can be at most ${REVIEW_BODY_MAX} characters.`,
  replyRequired: 'Write your reply first.',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX} characters.`,
  shopNotFound: 'Shop not found.',
  visitNotFound: 'That visit was not found.',
  noCompletedVisit: 'You can review a shop once it has completed a job for you.',
  visitNotCompleted: 'You can review this visit once the shop marks it completed.',
  alreadyReviewed: 'You have already reviewed this visit. Edit your review instead.',
  reviewNotFound: 'Review not found.',
} as const;

/** A review as its writer, the shop and the public page read it (the writer's name shortened: "Dana R."). */
export const Review = z.object({
  id: z.string(),
  appointmentId: z.string(),
  locationId: z.string(),
  shopName: z.string(),
  /** "Austin, TX". */
  shopCity: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  /** First name and the last name's initial. */
  reviewerName: z.string(),
  /** The car and the work: "2016 Honda Civic · Oil change". */
  jobSummary: z.string(),
  /** ISO instant the job was completed. */
  completedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof Review>;
const ReviewAttributes = snakeKeys(Review.omit({ id: true }));
export const ReviewDocument = jsonApiDocument('reviews', ReviewAttributes);

/** A completed job of the user not reviewed yet. */
export const ReviewWaiting = z.object({
  appointmentId: z.string(),
  locationId: z.string(),
  shopName: z.string(),
  jobSummary: z.string(),
  completedAt: z.string(),
});
export type ReviewWaiting = z.infer<typeof ReviewWaiting>;
/** GET /v3/users/reviews: the user's reviews, newest first, and (meta) the completed jobs waiting for one. */
export const UserReviewListDocument = jsonApiListDocument('reviews', ReviewAttributes).extend({
  meta: z.object({ count: z.number().int(), waiting: z.array(snakeKeys(ReviewWaiting)) }),
});

/** A location's standing: its rating (one decimal) and how many reviews it rests on. */
export const ShopRatingSummary = z.object({ locationId: z.string(), shopName: z.string(), rating: z.number(), reviewCount: z.number().int().nonnegative() });
export type ShopRatingSummary = z.infer<typeof ShopRatingSummary>;

/** GET /v3/reviews: the latest reviews (public), with each reviewed shop's standing for the structured data. */
export const PublicReviewListDocument = jsonApiListDocument('reviews', ReviewAttributes).extend({
  meta: z.object({
    count: z.number().int(),
    /** The average of every review written here (one decimal), 0 when none. */
    average_rating: z.number(),
    shops: z.array(snakeKeys(ShopRatingSummary)),
  }),
});
export const PublicReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(PUBLIC_REVIEWS_PER_PAGE_MAX).default(PUBLIC_REVIEWS_PER_PAGE),
});
export type PublicReviewsQuery = z.input<typeof PublicReviewsQuery>;

const Rating = z
  .number({ error: reviewMessages.ratingRequired })
  .int({ message: reviewMessages.ratingRequired })
  .min(1, { message: reviewMessages.ratingRequired })
  .max(5, { message: reviewMessages.ratingRequired });
const ReviewBody = text({ multiline: true, required: reviewMessages.bodyRequired })
  .trim()
  .min(1, { message: reviewMessages.bodyRequired })
  .max(REVIEW_BODY_MAX, { message: reviewMessages.bodyTooLong });
const Id = text().trim().min(1).max(64);

export const ReviewLocationParams = z.object({ locationId: Id });
/**
 * POST /v3/users/reviews/{locationId}: a review of a completed job there — `appointment_id` names the job; without
 * it, the latest completed job there not reviewed yet.
 */
export const NewReview = z.object({ appointmentId: Id.optional(), rating: Rating, body: ReviewBody });
export type NewReview = z.input<typeof NewReview>;
/** PUT /v3/users/reviews/{locationId}: the writer edits the review of that job. */
export const ReviewEdit = z.object({ appointmentId: Id, rating: Rating, body: ReviewBody });
export type ReviewEdit = z.input<typeof ReviewEdit>;

/** The shop API's plain JSON (camelCase): the location's reviews and standing; its reply to one. */
export const ShopReviewList = z.object({ reviews: z.array(Review), rating: z.number(), reviewCount: z.number().int().nonnegative() });
export type ShopReviewList = z.infer<typeof ShopReviewList>;
export const ShopReviewParams = ShopLocationParams.extend({ reviewId: Id });
export const ShopReviewReply = z.object({
  body: text({ multiline: true, required: reviewMessages.replyRequired })
    .trim()
    .min(1, { message: reviewMessages.replyRequired })
    .max(REVIEW_REPLY_MAX, { message: reviewMessages.replyTooLong }),
});
export type ShopReviewReply = z.input<typeof ShopReviewReply>;

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
  createReview: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/reviews/:locationId',
    summary: 'Review a shop after a completed job there: a rating 1–5 and text, one review a job',
    description:
      'The job is `appointment_id`, or the latest completed job at the location not reviewed yet. 404 for a location or a job that is not the user\'s; 403 with no completed job there; 409 for a job already reviewed or not completed.',
    auth: 'user',
    params: ReviewLocationParams,
    body: NewReview,
    reply: ReviewDocument,
    status: 201,
    errors: ['not_found', 'forbidden', 'conflict', 'validation_failed'],
  },
  updateReview: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/reviews/:locationId',
    summary: "Edit one's review of a job at the location",
    auth: 'user',
    params: ReviewLocationParams,
    body: ReviewEdit,
    reply: ReviewDocument,
    errors: ['not_found', 'validation_failed'],
  },
  listUserReviews: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/reviews',
    summary: "The signed-in user's reviews, newest first, and the completed jobs waiting for one",
    auth: 'user',
    reply: UserReviewListDocument,
  },
  listPublicReviews: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/reviews',
    summary: 'The latest reviews of shops, a page at a time (public)',
    query: PublicReviewsQuery,
    reply: PublicReviewListDocument,
    errors: ['validation_failed'],
  },
  listShopReviews: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/reviews',
    summary: "The location's reviews, newest first, and its standing",
    auth: 'location-staff',
    params: ShopLocationParams,
    reply: ShopReviewList,
  },
  replyToReview: {
    namespace: 'shop',
    method: 'PUT',
    path: '/locations/:locationId/reviews/:reviewId/reply',
    summary: 'Answer a review of the location (one reply, replaced when written again)',
    auth: 'location-staff',
    params: ShopReviewParams,
    body: ShopReviewReply,
    reply: Review,
    errors: ['not_found', 'validation_failed'],
  },
});
