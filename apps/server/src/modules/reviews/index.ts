/** Reviews of completed jobs: the satisfaction survey and the written reviews (ADR 034, 050, 064). Others use: the module; `openNpsSurvey` (a completed booking opens its survey). */
export { reviewsModule } from './reviews.module.ts';
export { openNpsSurvey } from './nps.ts';
export { demoReviewerEmail, seedDemoReviews } from './seed-demo-reviews.ts';
