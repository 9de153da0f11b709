import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, shopLocations } from '../../db/schema/index.ts';
import { reviewerName } from './written-reviews.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');
/** Each booking at its own hour of Monday (11 AM to 4 PM in Austin): the shop's bays are not taken twice. */
let hour = 17;
const nextMondaySlot = () => `2026-11-30T${String(hour++).padStart(2, '0')}:00:00.000Z`;

/** Written reviews (docs/product/reviews.md, ADR 064): the customer's side on /api/v3, the shop's reply on /api/shop/v1. */
describe('written reviews', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'reviews');

  beforeEach(() => {
    app.clock.set!(MONDAY_MORNING);
  });

  const call = (user: CreatedUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const shop = (user: CreatedUser, method: 'GET' | 'PUT', path: string, payload?: object, location = locationId) =>
    call(user, method, `/api/shop/v1/locations/${location}${path}`, payload);
  const detail = (reply: { json(): any }) => reply.json().errors[0].detail as string;
  const standing = async (id = locationId) => {
    const [row] = await db.select({ rating: shopLocations.rating, reviewCount: shopLocations.reviewCount }).from(shopLocations).where(eq(shopLocations.id, id));
    return row!;
  };
  const mine = async (user: CreatedUser) => {
    const response = await call(user, 'GET', '/api/v3/users/reviews');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as { data: Array<{ id: string; attributes: any }>; meta: { count: number; waiting: any[] } };
  };

  /** A job of `user`'s at the shop, booked for Monday and completed by the shop that evening. */
  async function completedJob(user: CreatedUser = alice) {
    const card = (await saveTestCard(app, user, { number: '4242424242424242' })).id;
    const booked = await bookedRequest(app, user, { cardId: card, appointmentTime: nextMondaySlot(), locationId });
    await complete(booked.appointmentId);
    return booked;
  }
  async function complete(appointmentId: string) {
    app.clock.set!(MONDAY_EVENING);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    const done = await call(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${appointmentId}/completion`, { finalTotalCents: row!.approvedTotalCents });
    expect(done.statusCode, done.body).toBe(200);
  }

  it('a completed job waits for a review; the review moves the shop rating and count, and can be edited', async () => {
    const job = await completedJob();
    const before = await standing();
    const waiting = (await mine(alice)).meta.waiting;
    expect(waiting).toContainEqual(
      expect.objectContaining({ appointment_id: job.appointmentId, location_id: locationId, job_summary: expect.stringContaining('2016 Honda Civic · ') }),
    );

    const made = await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 5, body: '  Quick and honest.  ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.attributes).toMatchObject({ rating: 5, body: 'Quick and honest.', appointment_id: job.appointmentId, reply: null });
    const after = await standing();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.reviewCount + 5) / (before.reviewCount + 1), 6);

    // The list shows it, and the job no longer waits.
    const list = await mine(alice);
    expect(list.data.map((review) => review.attributes.appointment_id)).toContain(job.appointmentId);
    expect(list.meta.waiting.map((entry) => entry.appointment_id)).not.toContain(job.appointmentId);

    // Edited: the text and the rating change; the count stays and the rating follows the new stars.
    const edited = await call(alice, 'PUT', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 2, body: 'Slower the second look.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ rating: 2, body: 'Slower the second look.' });
    const again = await standing();
    expect(again.reviewCount).toBe(after.reviewCount);
    expect(again.rating).toBeCloseTo(after.rating + (2 - 5) / after.reviewCount, 6);
  });

  it('without an appointment id, the latest completed job there not yet reviewed; a second review of the job is 409', async () => {
    const job = await completedJob();
    const made = await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { rating: 4, body: 'Good.' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.attributes.appointment_id).toBe(job.appointmentId);
    const twice = await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 4, body: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(detail(twice)).toBe('You have already reviewed this visit. Edit your review instead.');
    // Every completed job there reviewed: nothing left to review.
    const more = await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { rating: 4, body: 'Again.' });
    expect(more.statusCode).toBe(409);
  });

  it('no completed job there is 403; a job not completed yet is 409', async () => {
    const none = await call(bob, 'POST', `/api/v3/users/reviews/${otherLocationId}`, { rating: 5, body: 'Never been.' });
    expect(none.statusCode).toBe(403);
    expect(detail(none)).toBe('You can review a shop once it has completed a job for you.');
    const card = (await saveTestCard(app, bob, { number: '4242424242424242' })).id;
    const booked = await bookedRequest(app, bob, { cardId: card, appointmentTime: nextMondaySlot(), locationId });
    const early = await call(bob, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: booked.appointmentId, rating: 5, body: 'Not yet.' });
    expect(early.statusCode).toBe(409);
    expect(detail(early)).toBe('You can review this visit once the shop marks it completed.');
  });

  it('bad input: ratings 0 and 6, a fraction, an empty or over-long text, an unknown shop', async () => {
    const job = await completedJob();
    const post = (payload: object, location = locationId) => call(alice, 'POST', `/api/v3/users/reviews/${location}`, { appointment_id: job.appointmentId, ...payload });
    for (const rating of [0, 6, 3.5, '5', null]) {
      const response = await post({ rating, body: 'Fine.' });
      expect(response.statusCode, String(rating)).toBe(422);
      expect(detail(response)).toBe('Choose a rating from 1 to 5 stars.');
    }
    for (const body of ['', '   ', undefined]) {
      const response = await post({ rating: 3, body });
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toBe('Tell others how it went.');
    }
    const long = await post({ rating: 3, body: 'x'.repeat(REVIEW_BODY_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(detail(long)).toBe(`A review can be at most ${REVIEW_BODY_MAX} characters.`);
    for (const location of ['not-a-shop', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await post({ rating: 3, body: 'Fine.' }, location);
      expect(unknown.statusCode).toBe(404);
      expect(detail(unknown)).toBe('Shop not found.');
    }
    // Nothing was written by any of them.
    expect((await mine(alice)).meta.waiting.map((entry) => entry.appointment_id)).toContain(job.appointmentId);
  });

  it("another user's job or review is 404; the shop's replies are its own locations' only; signed out is 401", async () => {
    const job = await completedJob();
    // Bob names Alice's job: not his.
    const foreign = await call(bob, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 1, body: 'Mine now.' });
    expect(foreign.statusCode).toBe(404);
    const made = await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 4, body: 'Solid work.' });
    const reviewId = made.json().data.id as string;
    const editForeign = await call(bob, 'PUT', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 1, body: 'Mine now.' });
    expect(editForeign.statusCode).toBe(404);
    expect((await mine(bob)).data.map((review) => review.id)).not.toContain(reviewId);

    // Shop Y: neither its list nor its reply reaches our location's review.
    expect((await shop(staffY, 'PUT', `/reviews/${reviewId}/reply`, { body: 'Thanks!' }, otherLocationId)).statusCode).toBe(404);
    expect((await shop(staffY, 'GET', '/reviews', undefined, otherLocationId)).json().reviews.map((review: any) => review.id)).not.toContain(reviewId);
    expect((await shop(staffY, 'GET', '/reviews')).statusCode).toBe(404);
    expect((await shop(staffY, 'PUT', `/reviews/${reviewId}/reply`, { body: 'Thanks!' })).statusCode).toBe(404);
    // A customer is not the shop's staff.
    expect((await shop(alice, 'GET', '/reviews')).statusCode).toBe(404);

    for (const response of [
      await call(null, 'GET', '/api/v3/users/reviews'),
      await call(null, 'POST', `/api/v3/users/reviews/${locationId}`, { rating: 5, body: 'x' }),
      await call(null, 'PUT', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 5, body: 'x' }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('the shop replies (replaced when written again); the writer and the public list see it', async () => {
    const job = await completedJob();
    const reviewId = (await call(alice, 'POST', `/api/v3/users/reviews/${locationId}`, { appointment_id: job.appointmentId, rating: 5, body: 'Great <b>service</b>.' })).json()
      .data.id as string;
    const list = (await shop(staff, 'GET', '/reviews')).json();
    expect(list.reviews.find((review: any) => review.id === reviewId)).toMatchObject({ body: 'Great <b>service</b>.', reviewerName: expect.stringMatching(/\.$|^A customer$/) });
    expect(list.reviewCount).toBeGreaterThan(0);
    for (const [payload, message] of [
      [{ body: ' ' }, 'Write your reply first.'],
      [{ body: 'x'.repeat(REVIEW_REPLY_MAX + 1) }, `A reply can be at most ${REVIEW_REPLY_MAX} characters.`],
    ] as const) {
      const bad = await shop(staff, 'PUT', `/reviews/${reviewId}/reply`, payload);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe(message);
    }
    expect((await shop(staff, 'PUT', `/reviews/${reviewId}/reply`, { body: 'Thank you!' })).statusCode).toBe(200);
    const replied = await shop(staff, 'PUT', `/reviews/${reviewId}/reply`, { body: 'Thank you, Alice!' });
    expect(replied.json()).toMatchObject({ reply: 'Thank you, Alice!', repliedAt: expect.any(String) });
    expect((await mine(alice)).data.find((review) => review.id === reviewId)?.attributes.reply).toBe('Thank you, Alice!');

    const page = await call(null, 'GET', '/api/v3/reviews?per_page=50');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    const body = page.json();
    const shown = body.data.find((review: any) => review.id === reviewId);
    expect(shown.attributes).toMatchObject({ rating: 5, reply: 'Thank you, Alice!', shop_city: expect.stringMatching(/, TX$/) });
    expect(body.meta.count).toBeGreaterThan(0);
    expect(body.meta.average_rating).toBeGreaterThanOrEqual(1);
    expect(body.meta.shops).toContainEqual(expect.objectContaining({ location_id: locationId, review_count: expect.any(Number) }));
    expect((await call(null, 'GET', '/api/v3/reviews?per_page=500')).statusCode).toBe(422);
  });

  it('the kept list of a user hears of a job completed after it was read, of a request made since too (the dashboard reads it on every visit)', async () => {
    expect((await mine(bob)).data).toBeDefined();
    const card = (await saveTestCard(app, bob, { number: '4242424242424242' })).id;
    const booked = await bookedRequest(app, bob, { cardId: card, appointmentTime: nextMondaySlot(), locationId });
    expect((await mine(bob)).meta.waiting.map((entry) => entry.appointment_id)).not.toContain(booked.appointmentId);
    await complete(booked.appointmentId);
    const waiting = (await mine(bob)).meta.waiting.find((entry) => entry.appointment_id === booked.appointmentId);
    // Completed on the app's clock (which runs on from where the test set it).
    expect(waiting).toMatchObject({ shop_name: expect.any(String), completed_at: expect.stringMatching(/^2026-11-30T23:00:0/) });
  });

  it('names a writer by first name and initial', () => {
    expect(reviewerName('Dana', 'Reyes')).toBe('Dana R.');
    expect(reviewerName('Dana', null)).toBe('Dana');
    expect(reviewerName(null, 'reyes')).toBe('R.');
    expect(reviewerName(' ', '')).toBe('A customer');
  });
});
