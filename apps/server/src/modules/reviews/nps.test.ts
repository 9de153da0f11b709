import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, npsSurveys } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
/** Each booking at its own hour of Monday (11 AM to 4 PM in Austin): the shop's bays are not taken twice. */
let hour = 17;
const nextMondaySlot = () => `2026-11-30T${String(hour++).padStart(2, '0')}:00:00.000Z`;
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');

describe('the satisfaction link (nps)', async () => {
  // Mail goes out for real, to a local SMTP server: the tests read what arrived.
  const mail = await startMailCatcher();
  const { app, database } = await build(mail.env);
  /** The satisfaction emails Alice received, oldest first, once the outbox's delivery job ran. */
  const surveyEmails = async () => {
    await mail.deliver(app);
    return mail.emails(alice.user.email).filter((email) => email.subject.startsWith('How was your service at '));
  };
  const db = database.db;
  const { alice, bob, staff, staffY, locationId } = await shopsWithStaff(app, 'nps');

  beforeEach(() => {
    app.clock.set!(MONDAY_MORNING);
  });

  const inject = (user: CreatedUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const survey = (token: string, user: CreatedUser | null = null) => inject(user, 'GET', `/api/v3/service_requests/${token}`);
  const detail = (reply: { json(): any }) => reply.json().errors[0].detail as string;
  /** The marketplace's clock runs on from where a test sets it. */
  const justAfter = (instant: string | Date, start: Date) => new Date(instant).getTime() - start.getTime() >= 0 && new Date(instant).getTime() - start.getTime() < 60_000;
  const answer = (body: object, user: CreatedUser | null = null) => inject(user, 'POST', '/api/v3/users/nps', body);

  /** A request of Alice's booked for Monday at the shop. */
  async function booked() {
    const card = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
    return bookedRequest(app, alice, { cardId: card, appointmentTime: nextMondaySlot(), locationId });
  }
  async function complete(appointmentId: string) {
    app.clock.set!(MONDAY_EVENING);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    const done = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${appointmentId}/completion`, { finalTotalCents: row!.approvedTotalCents });
    expect(done.statusCode, done.body).toBe(200);
  }
  /** The link in the newest satisfaction email Alice received, and its token. */
  async function emailedLink() {
    const email = (await surveyEmails()).at(-1);
    expect(email).toBeDefined();
    const link = /https?:\/\/\S+\/service-request\/nps\/([A-Za-z0-9_-]+)/.exec(email!.text)!;
    expect(link).not.toBeNull();
    return { url: link[0], token: link[1]! };
  }

  it('a completed, captured request emails its satisfaction link; the link reads the survey, signed out or in, by anyone holding it', async () => {
    const request = await booked();
    const before = (await surveyEmails()).length;
    await complete(request.appointmentId);
    const emails = await surveyEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)!.subject).toMatch(/^How was your service at .+\?$/);
    const { token } = await emailedLink();
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Kept hashed: the token itself is nowhere in the database.
    const [row] = await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.answeredAt).toBeNull();

    for (const reader of [null, alice, bob, staffY]) {
      const read = await survey(token, reader);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
      const document = read.json();
      expect(document.data).toMatchObject({ id: request.requestId, type: 'nps_surveys' });
      expect(document.data.attributes).toMatchObject({ shop_name: 'Test Garage Co Austin 1', vehicle: '2016 Honda Civic' });
      expect(justAfter(document.data.attributes.completed_at, MONDAY_EVENING)).toBe(true);
      expect(document.data.attributes.services.length).toBeGreaterThan(0);
      expect(document.data.attributes.answered_at).toBeNull();
      // No personal data on a public document.
      expect(JSON.stringify(document)).not.toContain(alice.user.email);
    }
  });

  it('answers once: the score and comment kept; a second answer is 409; the link then reads the survey as answered, without the answer', async () => {
    const request = await booked();
    await complete(request.appointmentId);
    const { token } = await emailedLink();

    const first = await answer({ nps_token: token, score: 9, comment: '  Quick and friendly.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.id).toBe(request.requestId);
    const [row] = await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId));
    expect(row).toMatchObject({ score: 9, comment: 'Quick and friendly.' });
    expect(justAfter(row!.answeredAt!, MONDAY_EVENING)).toBe(true);

    const again = await answer({ nps_token: token, score: 2 });
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('You have already rated this service. Thank you!');
    // Reopened from the email: the survey, marked answered (the page thanks again), never the score or comment.
    for (const reader of [null, bob]) {
      const reopened = await survey(token, reader);
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json().data.attributes.answered_at).toBe(row!.answeredAt!.toISOString());
      expect(reopened.body).not.toContain('Quick and friendly');
      expect(reopened.json().data.attributes).not.toHaveProperty('score');
    }
    const [kept] = await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId));
    expect(kept!.score).toBe(9);
  });

  it('two answers at once: one is kept, the other is 409', async () => {
    const request = await booked();
    await complete(request.appointmentId);
    const { token } = await emailedLink();
    const replies = await Promise.all([answer({ nps_token: token, score: 10 }, alice), answer({ nps_token: token, score: 0 })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId));
    expect(row!.score).toBe(replies[0]!.statusCode === 200 ? 10 : 0);
    expect(row!.comment).toBeNull();
  });

  it('an unknown or malformed token is the 404, to read and to answer', async () => {
    const unknown = 'A'.repeat(32);
    const read = await survey(unknown);
    expect(read.statusCode).toBe(404);
    expect(detail(read)).toBe('This satisfaction link is not valid.');
    expect((await answer({ nps_token: unknown, score: 5 })).statusCode).toBe(404);
    // Too short or not of the token's alphabet: refused by the contract, never looked up.
    expect((await survey('short')).statusCode).toBe(404);
    expect((await answer({ nps_token: 'not a token!', score: 5 })).statusCode).toBe(422);
  });

  it('a link whose request is not settled is the 404 (no survey before completion; a completion not captured)', async () => {
    const request = await booked();
    // Not completed: no survey, no email.
    expect(await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId))).toHaveLength(0);
    await complete(request.appointmentId);
    const { token } = await emailedLink();
    // The payment reopened (as a failed capture would leave it): not settled, so the link is the 404.
    await db.update(appointments).set({ paymentState: 'authorised' }).where(eq(appointments.id, request.appointmentId));
    expect((await survey(token)).statusCode).toBe(404);
    const refused = await answer({ nps_token: token, score: 7 });
    expect(refused.statusCode).toBe(404);
    expect((await db.select().from(npsSurveys).where(eq(npsSurveys.serviceRequestId, request.requestId)))[0]!.answeredAt).toBeNull();
    await db.update(appointments).set({ paymentState: 'captured' }).where(eq(appointments.id, request.appointmentId));
    expect((await survey(token)).statusCode).toBe(200);
  });

  it('refuses a score out of 0–10, a missing or fractional score, and a comment over 1000 characters (422, nothing kept)', async () => {
    const request = await booked();
    await complete(request.appointmentId);
    const { token } = await emailedLink();
    for (const body of [
      { nps_token: token, score: 11 },
      { nps_token: token, score: -1 },
      { nps_token: token, score: 7.5 },
      { nps_token: token, score: '7' },
      { nps_token: token },
      { nps_token: token, score: null },
    ]) {
      const reply = await answer(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(422);
      expect(detail(reply)).toBe('Choose a score from 0 to 10.');
    }
    const long = await answer({ nps_token: token, score: 8, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(detail(long)).toBe('Keep your comment under 1000 characters.');
    expect((await survey(token)).statusCode).toBe(200);
    // 0 and a comment of exactly 1000 are fine.
    expect((await answer({ nps_token: token, score: 0, comment: 'y'.repeat(1000) })).statusCode).toBe(200);
  });
});
