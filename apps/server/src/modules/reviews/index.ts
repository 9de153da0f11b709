/** Reviews of completed jobs: the satisfaction survey and the written reviews (ADR 034, 050, 064). Others use: the module; `openNpsSurvey` (a completed booking opens its survey); `publicStanding` (a shop's rating as the public pages show it). */
export { reviewsModule } from './reviews.module.ts';
export { openNpsSurvey } from './nps.ts';
export { publicStanding } from './written-reviews.ts';
export { demoReviewerEmail, seedDemoReviews } from './seed-demo-reviews.ts';
