import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { DELIVER_JOB, DELIVERED_BODY, DELIVERY_ATTEMPTS, welcomeEmail } from '../../adapters/email/index.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('outbox delivery through the configured transports, by a durable job (ADR 035)', async () => {
  const mail = await startMailCatcher();
  // Not local: the outbox is then for admins only, as on a deployment.
  const { app, database } = await build({ ...mail.env, PUBLIC_URL: 'https://pitstop.example' });
  const db = database.db;
  const admin = await createUser(app, { admin: true });
  const member = await createUser(app);
  const content = (name: string) => welcomeEmail({ brandName: 'Pitstop', publicUrl: 'https://pitstop.example' }, { firstName: name, inviteUrl: 'https://pitstop.example/invite/x' });
  const row = async (id: string) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
  /** The pg-boss job that delivers this message (its id is derived from the message's). */
  const jobOf = async (id: string) => {
    const { rows } = (await db.execute(
      sql`select state, extract(epoch from start_after - now())::int as delay_seconds from pgboss.job where name = ${DELIVER_JOB.name} and data->>'id' = ${id}`,
    )) as unknown as { rows: { state: string; delay_seconds: number }[] };
    return rows[0]!;
  };
  /** What a worker would find due after the backoff: the retry made due now (pg-boss waits on real time). */
  const retryNow = (id: string) => db.execute(sql`update pgboss.job set start_after = now() where name = ${DELIVER_JOB.name} and data->>'id' = ${id} and state = 'retry'`);

  it('delivers a message queued in a transaction only by its job, after commit; a rolled-back one has neither message nor job', async () => {
    const id = await db.transaction((tx) => app.outbox.queueEmail(tx, 'kept@example.com', content('Kept')));
    await db
      .transaction(async (tx) => {
        await app.outbox.queueEmail(tx, 'gone@example.com', content('Gone'));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await row(id)).status).toBe('pending');
    expect(mail.emails('kept@example.com')).toEqual([]);

    await mail.deliver(app);
    const [received] = mail.emails('kept@example.com');
    expect(received!.subject).toBe(content('Kept').subject);
    expect(received!.text).toContain('Hi Kept,');
    expect(mail.emails('gone@example.com')).toEqual([]);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.to, 'gone@example.com'))).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, text: DELIVERED_BODY, lastError: null });
    expect((await jobOf(id)).state).toBe('completed');
  });

  it('sends a text through Twilio’s Messages API, in E.164 from the configured number', async () => {
    const id = await app.outbox.queueSms(db, '5125550123', 'Your booking at Shop X is confirmed.', 'booking-confirmed');
    await mail.deliver(app);
    expect(mail.texts('+15125550123')).toEqual([{ to: '+15125550123', from: '+15005550006', body: 'Your booking at Shop X is confirmed.', accountSid: 'ACtest' }]);
    expect((await row(id)).status).toBe('sent');
  });

  it('retries a message the mail server refuses with growing delays, counting attempts, then marks it failed and lists it for admins', async () => {
    mail.refuseEmails(DELIVERY_ATTEMPTS);
    const id = await app.outbox.queueEmail(db, 'refused@example.com', content('Refused'));

    await expect(mail.deliver(app)).rejects.toThrow(/outbox.deliver jobs failed/);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('Mailbox unavailable') });
    const first = await jobOf(id);
    expect(first.state).toBe('retry');
    // Backoff: not due again for 30–60 s, then 60–120 s.
    expect(first.delay_seconds).toBeGreaterThanOrEqual(DELIVER_JOB.retryDelaySeconds - 2);
    expect(first.delay_seconds).toBeLessThanOrEqual(2 * DELIVER_JOB.retryDelaySeconds);
    expect(await app.jobs.runDue(DELIVER_JOB.name)).toBe(0);

    await retryNow(id);
    await expect(mail.deliver(app)).rejects.toThrow();
    const second = await jobOf(id);
    expect(second.delay_seconds).toBeGreaterThanOrEqual(2 * DELIVER_JOB.retryDelaySeconds - 2);
    expect((await row(id)).attempts).toBe(2);

    for (let attempt = 3; attempt < DELIVERY_ATTEMPTS; attempt++) {
      await retryNow(id);
      await expect(mail.deliver(app)).rejects.toThrow();
    }
    await retryNow(id);
    await mail.deliver(app); // the last try fails the message, and the job ends
    expect(mail.emails('refused@example.com')).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS, lastError: expect.stringContaining('451') });
    expect((await jobOf(id)).state).toBe('completed');

    const listed = await app.inject({ url: '/api/v3/outbox_messages?status=failed', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    const [failed] = listed.json().data;
    expect(failed.attributes).toMatchObject({ to: 'refused@example.com', status: 'failed', attempts: DELIVERY_ATTEMPTS, last_error: expect.stringContaining('Mailbox unavailable') });
    expect(listed.json().data.every((message: any) => message.attributes.status === 'failed')).toBe(true);
    expect((await app.inject({ url: '/api/v3/outbox_messages?status=failed', headers: member.headers })).statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/v3/outbox_messages?status=lost', headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ code: 'validation_failed', source: { parameter: 'status' } });
  });

  it('delivers on the fast path after commit, and the job then finds nothing left to send', async () => {
    await app.inject({ method: 'POST', url: '/api/v3/users/forgot_password', payload: { email: member.user.email } });
    await app.accountsAfterReply.idle();
    expect(mail.emails(member.user.email).map((email) => email.subject)).toEqual([expect.stringContaining('password')]);
    await mail.deliver(app);
    expect(mail.emails(member.user.email)).toHaveLength(1);
  });
});
