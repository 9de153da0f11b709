import { MESSAGE_BODY_MAX } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser, outboxFor } from '../../../test/factories.ts';
import { createOwnedVehicle, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { eventReader, listening } from '../../../test/sse.ts';
import { users } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

const MONDAY = new Date('2026-11-30T15:00:00Z');

/** Messages (docs/product/messages.md, ADR 063): the customer's side on /api/v3, the shop's on /api/shop/v1. */
describe('messages', async () => {
  const { app } = await build();
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'messages');
  const admin = await createUser(app, { email: 'admin-messages@example.com', admin: true, confirmed: true });

  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const call = (user: CreatedUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const shop = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, location = locationId) =>
    call(user, method, `/api/shop/v1/locations/${location}${path}`, payload);
  const threadsOf = async (user: CreatedUser) => {
    const response = await call(user, 'GET', '/api/v3/message_threads');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Array<{ id: string; attributes: any }>; meta: { count: number; unread_count: number } };
  };
  const unreadInProfile = async (user: CreatedUser) => (await call(user, 'GET', '/api/v3/users/profile')).json().data.attributes.unread_count;
  const start = async (user: CreatedUser, body = 'Can you also check the wipers?') => {
    const { requestId } = await openRequest(app, user);
    const response = await call(user, 'POST', '/api/v3/messages', { body, reference_id: requestId, reference_type: 'service_request' });
    expect(response.statusCode, response.body).toBe(201);
    return { requestId, threadId: response.json().data.attributes.thread_id as string };
  };

  it('a customer and a shop talk about a request: threads, unread counts (profile too), read marks, replies', async () => {
    const { threadId } = await start(alice);
    const mine = await threadsOf(alice);
    expect(mine.data.find((thread) => thread.id === threadId)?.attributes).toMatchObject({
      reference_type: 'service_request',
      counterpart_name: expect.any(String),
      subject: expect.stringContaining('2016 Honda Civic'),
      last_message: 'Can you also check the wipers?',
      unread_count: 0,
    });
    expect(await unreadInProfile(alice)).toBe(0);

    // The shop sees one unread, reads the thread (the customer's message is not its own), marks it read.
    const shopThreads = (await shop(staff, 'GET', '/message-threads')).json();
    const seen = shopThreads.threads.find((thread: any) => thread.id === threadId);
    expect(seen).toMatchObject({ unreadCount: 1, counterpartName: expect.stringMatching(/^Customer$|\.$/) });
    expect(shopThreads.unreadCount).toBeGreaterThanOrEqual(1);
    const page = (await shop(staff, 'GET', `/message-threads/${threadId}`)).json();
    expect(page.messages.map((message: any) => [message.sender, message.mine])).toEqual([['customer', false]]);
    expect((await shop(staff, 'PUT', `/message-threads/${threadId}/read`)).json().unreadCount).toBe(0);

    // The shop answers: the customer has one unread, in the thread and in the profile, until she reads it.
    app.clock.set!(new Date(MONDAY.getTime() + 60_000));
    const reply = await shop(staff, 'POST', `/message-threads/${threadId}/messages`, { body: 'Sure, no charge.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await threadsOf(alice)).meta.unread_count).toBe(1);
    expect(await unreadInProfile(alice)).toBe(1);
    const conversation = (await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}`)).json();
    expect(conversation.data.map((message: any) => [message.attributes.body, message.attributes.mine])).toEqual([
      ['Can you also check the wipers?', true],
      ['Sure, no charge.', false],
    ]);
    expect(conversation.meta.count).toBe(2);
    const read = await call(alice, 'PUT', `/api/v3/message_threads/${threadId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.unread_count).toBe(0);
    expect((await threadsOf(alice)).meta.unread_count).toBe(0);
    expect(await unreadInProfile(alice)).toBe(0);
  });

  it('a sync token returns only the messages written since; pages run newest first, each oldest first', async () => {
    const { threadId } = await start(alice, 'first');
    for (const body of ['second', 'third']) await call(alice, 'POST', '/api/v3/messages', { thread_id: threadId, body });
    const latest = (await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}&max_per_page=2`)).json();
    expect(latest.data.map((message: any) => message.attributes.body)).toEqual(['second', 'third']);
    const older = (await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}&max_per_page=2&page=2`)).json();
    expect(older.data.map((message: any) => message.attributes.body)).toEqual(['first']);
    const token = latest.meta.sync_token;
    expect((await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}&sync_token=${token}`)).json().data).toEqual([]);
    await shop(staff, 'POST', `/message-threads/${threadId}/messages`, { body: 'fourth' });
    const since = (await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}&sync_token=${token}`)).json();
    expect(since.data.map((message: any) => message.attributes.body)).toEqual(['fourth']);
    expect(Number(since.meta.sync_token)).toBeGreaterThan(Number(token));
    const bad = await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}&sync_token=abc`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].detail).toBe('This list is out of date: reload the conversation.');
  });

  it('only the two parties read or write a thread: another user, another shop, signed out', async () => {
    const { requestId, threadId } = await start(alice);
    for (const response of [
      await call(bob, 'GET', `/api/v3/message_thread?thread_id=${threadId}`),
      await call(bob, 'POST', '/api/v3/messages', { thread_id: threadId, body: 'hi' }),
      await call(bob, 'PUT', `/api/v3/message_threads/${threadId}`),
      await call(bob, 'POST', '/api/v3/messages', { reference_id: requestId, reference_type: 'service_request', body: 'hi' }),
      await shop(staffY, 'GET', `/message-threads/${threadId}`, undefined, otherLocationId),
      await shop(staffY, 'POST', `/message-threads/${threadId}/messages`, { body: 'hi' }, otherLocationId),
      await shop(staffY, 'PUT', `/message-threads/${threadId}/read`, undefined, otherLocationId),
      // The request never reached Shop Y: it cannot start a thread about it.
      await shop(staffY, 'POST', `/requests/${requestId}/messages`, { body: 'hi' }, otherLocationId),
      // Another shop's location, named by staff of this one: the guard says no such location.
      await shop(staffY, 'GET', '/message-threads'),
      await call(alice, 'GET', '/api/v3/message_thread?thread_id=not-a-thread'),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await threadsOf(bob)).data.map((thread) => thread.id)).not.toContain(threadId);
    expect((await shop(staffY, 'GET', '/message-threads', undefined, otherLocationId)).json().threads.map((thread: any) => thread.id)).not.toContain(threadId);
    expect((await call(null, 'GET', '/api/v3/message_threads')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/v3/messages', { thread_id: threadId, body: 'hi' })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/v3/users/events')).statusCode).toBe(401);
  });

  it('refuses an empty or over-long body, and a message about nothing, with the sentence to show', async () => {
    const { threadId } = await start(alice);
    const cases: Array<[object, string]> = [
      [{ thread_id: threadId, body: '   ' }, 'Write a message first.'],
      [{ thread_id: threadId }, 'Write a message first.'],
      [{ thread_id: threadId, body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, `A message can be at most ${MESSAGE_BODY_MAX} characters.`],
      [{ body: 'hello' }, 'There is nothing to message about here.'],
    ];
    for (const [payload, detail] of cases) {
      const response = await call(alice, 'POST', '/api/v3/messages', payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[0].detail).toBe(detail);
    }
    expect((await shop(staff, 'POST', `/message-threads/${threadId}/messages`, { body: '' })).statusCode).toBe(422);
    // Exactly the limit is fine, and kept as written (plain text, never HTML).
    const html = '<b>bold</b> & <script>alert(1)</script> https://evil.example';
    expect((await call(alice, 'POST', '/api/v3/messages', { thread_id: threadId, body: html })).json().data.attributes.body).toBe(html);
  });

  it('the shop starts a thread about a request that reached it; the other side is emailed at most once a quarter hour', async () => {
    const carol = await createUser(app, { email: 'carol-messages@example.com', confirmed: true });
    const { requestId } = await openRequest(app, carol);
    const first = await shop(staff, 'POST', `/requests/${requestId}/messages`, { body: 'We can take it today: visit evil.example for a coupon' });
    expect(first.statusCode, first.body).toBe(201);
    const threadId = first.json().threadId;
    // The same thread when the shop writes again about the request.
    expect((await shop(staff, 'POST', `/requests/${requestId}/messages`, { body: 'Or tomorrow.' })).json().threadId).toBe(threadId);
    let mail = await outboxFor(app, 'carol-messages@example.com', 'new-message');
    expect(mail).toHaveLength(1);
    // The shop's words go without live links.
    expect(mail[0]!.text).toContain('evil[.]example');
    expect(mail[0]!.text).not.toContain('evil.example');
    app.clock.set!(new Date(MONDAY.getTime() + 16 * 60_000));
    await shop(staff, 'POST', `/message-threads/${threadId}/messages`, { body: 'Still there?' });
    mail = await outboxFor(app, 'carol-messages@example.com', 'new-message');
    expect(mail).toHaveLength(2);
    // The customer answers: the shop's staff are emailed (at a confirmed address, as every member).
    await app.database.db.update(users).set({ confirmedAt: MONDAY }).where(eq(users.id, staff.user.id));
    await call(carol, 'POST', '/api/v3/messages', { thread_id: threadId, body: 'Tomorrow works.' });
    expect(await outboxFor(app, 'staff-messages@example.com', 'new-message')).toHaveLength(1);
  });

  it('support: a customer writes to support, an admin answers from the same calls; no one else sees it', async () => {
    const response = await call(bob, 'POST', '/api/v3/messages', { reference_type: 'support', recipient_type: 'support', body: 'My card was charged twice.' });
    expect(response.statusCode, response.body).toBe(201);
    const threadId = response.json().data.attributes.thread_id;
    expect((await threadsOf(bob)).data.find((thread) => thread.id === threadId)?.attributes.counterpart_name).toBe('Pitstop support');
    const adminThread = (await threadsOf(admin)).data.find((thread) => thread.id === threadId);
    expect(adminThread?.attributes).toMatchObject({ unread_count: 1, reference_type: 'support' });
    const answer = await call(admin, 'POST', '/api/v3/messages', { thread_id: threadId, body: 'Refunded.' });
    expect(answer.json().data.attributes).toMatchObject({ sender: 'support', sender_name: 'Pitstop support' });
    expect((await threadsOf(bob)).meta.unread_count).toBeGreaterThan(0);
    expect((await call(alice, 'GET', `/api/v3/message_thread?thread_id=${threadId}`)).statusCode).toBe(404);
    expect((await threadsOf(alice)).data.map((thread) => thread.id)).not.toContain(threadId);
    // A second support message is the same thread.
    const again = await call(bob, 'POST', '/api/v3/messages', { reference_type: 'support', body: 'Thanks!' });
    expect(again.json().data.attributes.thread_id).toBe(threadId);
  });

  it('pushes a new message at once to the other side’s live stream (the customer’s, the shop staff’s)', async () => {
    const { threadId } = await start(alice);
    const base = await listening(app);
    const open = (user: CreatedUser, signal: AbortSignal) => fetch(`${base}/api/v3/users/events`, { headers: { ...user.headers, accept: 'text/event-stream' }, signal });
    const controller = new AbortController();
    try {
      const customer = eventReader((await open(alice, controller.signal)).body!);
      const staffStream = eventReader((await open(staff, controller.signal)).body!);
      expect(await customer.next()).toBe('retry: 3000');
      expect(await staffStream.next()).toBe('retry: 3000');
      await shop(staff, 'POST', `/message-threads/${threadId}/messages`, { body: 'Ready at noon.' });
      expect(await customer.nextEvent()).toEqual({ type: 'message', data: { type: 'message', thread_id: threadId } });
      expect(await staffStream.nextEvent()).toEqual({ type: 'message', data: { type: 'message', thread_id: threadId } });
      await call(alice, 'PUT', `/api/v3/message_threads/${threadId}`);
      expect(await customer.nextEvent()).toEqual({ type: 'read', data: { type: 'read', thread_id: threadId } });
    } finally {
      controller.abort();
    }
  });

  it('a visit booked directly has its conversation with its shop; another user cannot write about it', async () => {
    const vehicle = await createOwnedVehicle(app, alice.user.id, { year: 2018, make: 'Toyota', model: 'Camry' });
    const visit = await call(alice, 'POST', '/api/v3/standalone_appointments', {
      service_station_location_id: locationId,
      vehicle: vehicle.id,
      notes: '',
      scheduled_at_date_string: '2026-12-01',
      scheduled_at_time_string: '09:00',
      phone: '(512) 555-0142',
      partner: null,
      appointment_type: 'service',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const appointmentId = visit.json().data.id;
    expect((await call(bob, 'POST', '/api/v3/messages', { reference_type: 'appointment', reference_id: appointmentId, body: 'hi' })).statusCode).toBe(404);
    const sent = await call(alice, 'POST', '/api/v3/messages', { reference_type: 'appointment', reference_id: appointmentId, body: 'Can I come at 8:30?' });
    expect(sent.statusCode, sent.body).toBe(201);
    const threadId = sent.json().data.attributes.thread_id;
    const listed = (await shop(staff, 'GET', '/message-threads')).json().threads.find((thread: any) => thread.id === threadId);
    // The visit's day as the shop's calendar has it.
    expect(listed).toMatchObject({ referenceType: 'appointment', referenceId: appointmentId, subject: 'Visit on Tue, Dec 1', unreadCount: 1 });
  });
});
