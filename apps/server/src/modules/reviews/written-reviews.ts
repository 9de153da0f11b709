import { type NewReview, type Review, type ReviewEdit, type ReviewWaiting, reviewMessages, type ShopRatingSummary } from '@pitstop/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, reviews, serviceRequestServices, serviceRequests, services, shopLocations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReviewsDeps } from './reviews-deps.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * Written reviews of completed jobs (docs/product/reviews.md, ADR 064): one a completed appointment, by its
 * customer; the location's rating and review count move in the review's transaction, and the market's kept
 * locations (offer ranking) are told.
 */

/** The columns every reading of a review takes (the job, the shop, the writer's shortened name). */
const REVIEW_COLUMNS = {
  id: reviews.id,
  appointmentId: reviews.appointmentId,
  locationId: reviews.locationId,
  shopName: shopLocations.name,
  shopCityName: shopLocations.city,
  shopState: shopLocations.state,
  rating: reviews.rating,
  body: reviews.body,
  firstName: users.firstName,
  lastName: users.lastName,
  serviceRequestId: appointments.serviceRequestId,
  vehicleYear: serviceRequests.vehicleYear,
  vehicleMake: serviceRequests.vehicleMake,
  vehicleModel: serviceRequests.vehicleModel,
  completedAt: sql<Date>`coalesce(${appointments.completedAt}, ${appointments.updatedAt})`.mapWith(appointments.completedAt),
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

function reviewsQuery(db: Db | Tx) {
  return db
    .select(REVIEW_COLUMNS)
    .from(reviews)
    .innerJoin(shopLocations, eq(shopLocations.id, reviews.locationId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId));
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>[number];

/** "Dana R.": the first name and the last name's initial; "A customer" when neither is known. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'A customer';
  return initial ? `${first} ${initial}.` : first;
}

/** The services of each request, in the order asked, by request id. */
async function serviceNamesOf(db: Db | Tx, requestIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (requestIds.length === 0) return names;
  const rows = await db
    .select({ requestId: serviceRequestServices.serviceRequestId, name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(anyOf(serviceRequestServices.serviceRequestId, [...new Set(requestIds)]))
    .orderBy(asc(serviceRequestServices.serviceRequestId), asc(serviceRequestServices.position));
  for (const row of rows) names.set(row.requestId, [...(names.get(row.requestId) ?? []), row.name]);
  return names;
}

/** "2016 Honda Civic · Oil change, Brake pads". */
function jobSummary(vehicle: { vehicleYear: number | null; vehicleMake: string | null; vehicleModel: string | null }, work: string[] | undefined): string {
  const car = [vehicle.vehicleYear, vehicle.vehicleMake, vehicle.vehicleModel].filter(Boolean).join(' ');
  return [car, (work ?? []).join(', ')].filter(Boolean).join(' · ');
}

async function toReviews(db: Db | Tx, rows: ReviewRow[]): Promise<Review[]> {
  const work = await serviceNamesOf(
    db,
    rows.map((row) => row.serviceRequestId),
  );
  return rows.map((row) => ({
    id: row.id,
    appointmentId: row.appointmentId,
    locationId: row.locationId,
    shopName: row.shopName,
    shopCity: `${row.shopCityName}, ${row.shopState}`,
    rating: row.rating,
    body: row.body,
    reviewerName: reviewerName(row.firstName, row.lastName),
    jobSummary: jobSummary(row, work.get(row.serviceRequestId)),
    completedAt: row.completedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  }));
}

async function readReview(db: Db | Tx, id: string): Promise<Review> {
  const [review] = await toReviews(db, await reviewsQuery(db).where(eq(reviews.id, id)));
  return review!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

/** The location, if it exists (any location may be reviewed after a job there; a made-up id is 404). */
async function locationOf(db: Db | Tx, locationId: string) {
  if (!isUuid(locationId)) throw new AppError('not_found', reviewMessages.shopNotFound);
  const [location] = await db.select({ id: shopLocations.id, metroId: shopLocations.metroId }).from(shopLocations).where(eq(shopLocations.id, locationId));
  if (!location) throw new AppError('not_found', reviewMessages.shopNotFound);
  return location;
}

/** The job reviewed: the one named (the user's, at this location, completed) or the latest completed one there not reviewed. */
async function jobToReview(tx: Tx, userId: string, locationId: string, appointmentId: string | undefined) {
  if (appointmentId !== undefined) {
    if (!isUuid(appointmentId)) throw new AppError('not_found', reviewMessages.visitNotFound);
    const [job] = await tx
      .select({ id: appointments.id, status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.locationId, locationId)));
    if (!job) throw new AppError('not_found', reviewMessages.visitNotFound);
    if (job.status !== 'completed') throw new AppError('conflict', reviewMessages.visitNotCompleted);
    return job.id;
  }
  const completed = await tx
    .select({ id: appointments.id, reviewId: reviews.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(eq(appointments.userId, userId), eq(appointments.locationId, locationId), eq(appointments.status, 'completed')))
    .orderBy(sql`${appointments.completedAt} desc nulls last`, desc(appointments.id));
  if (completed.length === 0) throw new AppError('forbidden', reviewMessages.noCompletedVisit);
  const waiting = completed.find((job) => job.reviewId === null);
  if (!waiting) throw new AppError('conflict', reviewMessages.alreadyReviewed);
  return waiting.id;
}

/**
 * A new review's stars in the location's running average and count (ADR 064): in the review's transaction, the
 * row's lock ordering reviews of the same location.
 */
export async function countReview(tx: Tx, locationId: string, rating: number): Promise<void> {
  await tx
    .update(shopLocations)
    .set({
      rating: sql`least(5, greatest(1, (${shopLocations.rating} * ${shopLocations.reviewCount} + ${rating}) / (${shopLocations.reviewCount} + 1)))`,
      reviewCount: sql`${shopLocations.reviewCount} + 1`,
    })
    .where(eq(shopLocations.id, locationId));
}

/** POST /v3/users/reviews/{locationId}. */
export async function createReview(deps: Pick<ReviewsDeps, 'db' | 'clock' | 'events'>, userId: string, locationId: string, input: NewReview): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const location = await locationOf(tx, locationId);
    const appointmentId = await jobToReview(tx, userId, location.id, input.appointmentId);
    const now = deps.clock.now();
    const [made] = await tx
      .insert(reviews)
      .values({ appointmentId, locationId: location.id, userId, rating: input.rating, body: input.body, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!made) throw new AppError('conflict', reviewMessages.alreadyReviewed);
    await countReview(tx, location.id, input.rating);
    await deps.events.emit(tx, { type: 'review.changed', userId, locationId: location.id });
    await deps.events.emit(tx, { type: 'market.changed', metroId: location.metroId });
    return readReview(tx, made.id);
  });
}

/** PUT /v3/users/reviews/{locationId}: the writer's own review of that job, or 404. */
export async function updateReview(deps: Pick<ReviewsDeps, 'db' | 'clock' | 'events'>, userId: string, locationId: string, input: ReviewEdit): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const location = await locationOf(tx, locationId);
    if (!isUuid(input.appointmentId)) throw new AppError('not_found', reviewMessages.reviewNotFound);
    const [review] = await tx
      .select({ id: reviews.id, rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.appointmentId, input.appointmentId), eq(reviews.userId, userId), eq(reviews.locationId, location.id)))
      .for('update');
    if (!review) throw new AppError('not_found', reviewMessages.reviewNotFound);
    await tx.update(reviews).set({ rating: input.rating, body: input.body, updatedAt: deps.clock.now() }).where(eq(reviews.id, review.id));
    if (review.rating !== input.rating) {
      await tx
        .update(shopLocations)
        .set({
          rating: sql`least(5, greatest(1, ${shopLocations.rating} + ${input.rating - review.rating}::double precision / greatest(${shopLocations.reviewCount}, 1)))`,
        })
        .where(eq(shopLocations.id, location.id));
      await deps.events.emit(tx, { type: 'market.changed', metroId: location.metroId });
    }
    await deps.events.emit(tx, { type: 'review.changed', userId, locationId: location.id });
    return readReview(tx, review.id);
  });
}

/** At most this many completed jobs are offered for review (the latest). */
const WAITING_MAX = 20;

/** GET /v3/users/reviews: the user's reviews, newest first, and the completed jobs not reviewed yet. */
export async function listUserReviews(db: Db, userId: string): Promise<{ reviews: Review[]; waiting: ReviewWaiting[] }> {
  const [own, jobs] = await Promise.all([
    reviewsQuery(db).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db
      .select({
        appointmentId: appointments.id,
        locationId: appointments.locationId,
        shopName: shopLocations.name,
        serviceRequestId: appointments.serviceRequestId,
        vehicleYear: serviceRequests.vehicleYear,
        vehicleMake: serviceRequests.vehicleMake,
        vehicleModel: serviceRequests.vehicleModel,
        completedAt: sql<Date>`coalesce(${appointments.completedAt}, ${appointments.updatedAt})`.mapWith(appointments.completedAt),
      })
      .from(appointments)
      .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
      .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(and(eq(appointments.userId, userId), eq(appointments.status, 'completed'), isNull(reviews.id)))
      .orderBy(sql`${appointments.completedAt} desc nulls last`, desc(appointments.id))
      .limit(WAITING_MAX),
  ]);
  const work = await serviceNamesOf(
    db,
    jobs.map((job) => job.serviceRequestId),
  );
  return {
    reviews: await toReviews(db, own),
    waiting: jobs.map((job) => ({
      appointmentId: job.appointmentId,
      locationId: job.locationId,
      shopName: job.shopName,
      jobSummary: jobSummary(job, work.get(job.serviceRequestId)),
      completedAt: job.completedAt.toISOString(),
    })),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A location's standing as the public reads it (its running rating and count, `shop_locations`): the rating to one decimal. */
export const publicStanding = ({ rating, reviewCount }: { rating: number; reviewCount: number }) => ({ rating: oneDecimal(rating), reviewCount });

/** GET /v3/reviews: the latest reviews, a page, with their shops' standing and the average of all. */
export async function listPublicReviews(db: Db, page: { page: number; perPage: number }) {
  const [rows, [totals]] = await Promise.all([
    reviewsQuery(db)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ count: count(), average: sql<string | null>`avg(${reviews.rating})` }).from(reviews),
  ]);
  const locationIds = [...new Set(rows.map((row) => row.locationId))];
  const shops: ShopRatingSummary[] =
    locationIds.length === 0
      ? []
      : (
          await db
            .select({ locationId: shopLocations.id, shopName: shopLocations.name, rating: shopLocations.rating, reviewCount: shopLocations.reviewCount })
            .from(shopLocations)
            .where(anyOf(shopLocations.id, locationIds))
            .orderBy(asc(shopLocations.name))
        ).map((shop) => ({ ...shop, rating: oneDecimal(shop.rating) }));
  return { reviews: await toReviews(db, rows), count: totals?.count ?? 0, averageRating: oneDecimal(Number(totals?.average ?? 0)), shops };
}

/** The shop's side: the location's reviews, newest first, and its standing. */
export async function listShopReviews(db: Db, locationId: string) {
  const [rows, [standing]] = await Promise.all([
    reviewsQuery(db).where(eq(reviews.locationId, locationId)).orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db.select({ rating: shopLocations.rating, reviewCount: shopLocations.reviewCount }).from(shopLocations).where(eq(shopLocations.id, locationId)),
  ]);
  return { reviews: await toReviews(db, rows), rating: oneDecimal(standing?.rating ?? 0), reviewCount: standing?.reviewCount ?? 0 };
}

/** The shop's reply to a review of the location (a review of another location is 404). */
export async function replyToReview(deps: Pick<ReviewsDeps, 'db' | 'clock' | 'events'>, locationId: string, reviewId: string, body: string): Promise<Review> {
  if (!isUuid(reviewId)) throw new AppError('not_found', reviewMessages.reviewNotFound);
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(reviews)
      .set({ reply: body, repliedAt: deps.clock.now() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.locationId, locationId)))
      .returning({ id: reviews.id, userId: reviews.userId });
    if (!done) throw new AppError('not_found', reviewMessages.reviewNotFound);
    await deps.events.emit(tx, { type: 'review.changed', userId: done.userId, locationId });
    return readReview(tx, done.id);
  });
}
