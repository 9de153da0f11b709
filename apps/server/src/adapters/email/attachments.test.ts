import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts';
import { createOutbox, createSmtpTransport, type EmailMessage, type EmailTransport, welcomeEmail } from './index.ts';

const brand = { brandName: 'Pitstop', publicUrl: 'https://pitstop.example' };
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Pitstop//Bookings//EN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:booking-1@pitstop.example',
  'SEQUENCE:0',
  'DTSTART:20310304T150000Z',
  'SUMMARY:Oil change at Lone Star Auto',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const invite = { filename: 'appointment.ics', contentType: 'text/calendar; method=PUBLISH; charset=utf-8', content: ICS };
const notes = { filename: 'notes – été.txt', contentType: 'text/plain; charset=utf-8', content: 'Bring the locking wheel nut.' };
const withFiles = () => ({ ...welcomeEmail(brand, { firstName: 'Ana', inviteUrl: 'https://pitstop.example/invite/a' }), attachments: [invite, notes] });

describe('email attachments over SMTP', () => {
  it('sends each file as a MIME part of its type and name beside the HTML and text', async () => {
    const transport = createSmtpTransport('Pitstop <no-reply@pitstop.example>', { streamTransport: true, buffer: true });
    const sent = vi.spyOn(transport.transporter, 'sendMail');
    await transport.send({ to: 'ana@example.com', ...withFiles() });
    const raw = ((await sent.mock.results[0]!.value) as { message: Buffer }).message.toString();
    expect(raw).toContain('multipart/mixed');
    expect(raw).toMatch(/Content-Type: text\/calendar; method=PUBLISH; charset=utf-8; ?\r?\n? *name=appointment\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=appointment\.ics/);
    expect(raw).toContain("filename*0*=utf-8''notes%20%E2%80%93%20%C3%A9t%C3%A9.txt");
    // The event's text travels intact (base64 or quoted-printable, as nodemailer picks).
    const part = /name=appointment\.ics[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(raw)![1]!;
    const body = /Content-Transfer-Encoding: base64/.test(raw.slice(raw.indexOf('name=appointment.ics') - 200))
      ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString()
      : part;
    expect(body).toContain('UID:booking-1@pitstop.example');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('sends no attachment part for an email without files', async () => {
    const transport = createSmtpTransport('Pitstop <no-reply@pitstop.example>', { streamTransport: true, buffer: true });
    const sent = vi.spyOn(transport.transporter, 'sendMail');
    await transport.send({ to: 'ana@example.com', ...welcomeEmail(brand, { firstName: 'Ana', inviteUrl: 'https://pitstop.example/invite/a' }) });
    expect(sent.mock.calls[0]![0]).not.toHaveProperty('attachments');
  });
});

describe('email attachments in the outbox', async () => {
  const { app, database } = await build();
  const db = database.db;
  const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  it('stores the files with the message, in the same transaction', async () => {
    const outbox = createOutbox({ db, email: null, sms: null, jobs: app.jobs, clock: app.clock, log });
    const rollback = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        await outbox.queueEmail(tx, 'gone@example.com', withFiles());
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.to, 'gone@example.com'))).toHaveLength(0);
    const id = await db.transaction((tx) => outbox.queueEmail(tx, 'kept@example.com', withFiles()));
    const files = await db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, id));
    expect(files.map(({ position, filename, contentType, content }) => ({ position, filename, contentType, content }))).toEqual([
      { position: 0, ...invite },
      { position: 1, ...notes },
    ]);
  });

  it('delivers the files with the email, then keeps neither body nor files', async () => {
    const sent: EmailMessage[] = [];
    const email: EmailTransport = { name: 'fake', send: async (message) => (sent.push(message), {}) };
    const outbox = createOutbox({ db, email, sms: null, jobs: app.jobs, clock: app.clock, log });
    const id = await outbox.queueEmail(db, 'delivered@example.com', withFiles());
    await outbox.deliver([id]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([invite, notes]);
    expect(await db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, id))).toEqual([]);
    const noFiles = await outbox.queueEmail(db, 'plain@example.com', welcomeEmail(brand, { firstName: null, inviteUrl: 'https://pitstop.example/invite/a' }));
    await outbox.deliver([noFiles]);
    expect(sent[1]).not.toHaveProperty('attachments');
  });

  it('lists a kept message’s files (name, type, size, where to download) and lets this machine download them', async () => {
    const outbox = createOutbox({ db, email: null, sms: null, jobs: app.jobs, clock: app.clock, log });
    const id = await outbox.queueEmail(db, 'listed@example.com', withFiles());
    const list = await app.inject({ url: '/api/v3/outbox_messages?to=listed@example.com', remoteAddress: '127.0.0.1' });
    expect(list.statusCode).toBe(200);
    const [message] = list.json().data;
    expect(message.id).toBe(id);
    const attachments = message.attributes.attachments as { id: string; filename: string; content_type: string; size: number; url: string }[];
    expect(attachments).toEqual([
      {
        id: expect.any(String),
        filename: 'appointment.ics',
        content_type: invite.contentType,
        size: Buffer.byteLength(ICS),
        url: `/api/v3/outbox_messages/${id}/attachments/${attachments[0]!.id}`,
      },
      expect.objectContaining({ filename: notes.filename, size: Buffer.byteLength(notes.content) }),
    ]);

    const file = await app.inject({ url: attachments[0]!.url, remoteAddress: '127.0.0.1' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(invite.contentType);
    expect(file.headers['content-disposition']).toBe('attachment; filename=appointment.ics');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body).toBe(ICS);

    const named = await app.inject({ url: attachments[1]!.url, remoteAddress: '127.0.0.1' });
    expect(named.headers['content-disposition']).toMatch(/^attachment; filename="notes \? \?t\?\.txt"; filename\*=(?:UTF-8|utf-8)''notes%20%E2%80%93%20%C3%A9t%C3%A9\.txt$/);
    expect(named.body).toBe(notes.content);
  });

  it('shows an empty list of files for messages without any', async () => {
    const outbox = createOutbox({ db, email: null, sms: null, jobs: app.jobs, clock: app.clock, log });
    await outbox.queueEmail(db, 'bare@example.com', welcomeEmail(brand, { firstName: null, inviteUrl: 'https://pitstop.example/invite/a' }));
    const list = await app.inject({ url: '/api/v3/outbox_messages?to=bare@example.com', remoteAddress: '127.0.0.1' });
    expect(list.json().data[0].attributes.attachments).toEqual([]);
  });

  it('answers 404 for a file of another message, an unknown file, or a malformed id', async () => {
    const outbox = createOutbox({ db, email: null, sms: null, jobs: app.jobs, clock: app.clock, log });
    const first = await outbox.queueEmail(db, 'first@example.com', withFiles());
    const second = await outbox.queueEmail(db, 'second@example.com', withFiles());
    const [file] = await db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, first));
    const crossed = await app.inject({ url: `/api/v3/outbox_messages/${second}/attachments/${file!.id}` });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'No such attachment.' });
    const unknown = await app.inject({ url: `/api/v3/outbox_messages/${first}/attachments/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ url: `/api/v3/outbox_messages/${first}/attachments/x` });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('email attachments on a server others reach', async () => {
  const { app, database } = await build({ PUBLIC_URL: 'https://pitstop.example' });
  const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
  const outbox = createOutbox({ db: database.db, email: null, sms: null, jobs: app.jobs, clock: app.clock, log });
  const id = await outbox.queueEmail(database.db, 'remote@example.com', withFiles());
  const [file] = await database.db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, id));
  const url = `/api/v3/outbox_messages/${id}/attachments/${file!.id}`;

  it('is not found for a guest or a member, even on this machine', async () => {
    const member = await createUser(app);
    expect((await app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: member.headers })).statusCode).toBe(404);
  });

  it('is downloaded by a signed-in admin', async () => {
    const admin = await createUser(app, { admin: true });
    const response = await app.inject({ url, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ICS);
  });
});
