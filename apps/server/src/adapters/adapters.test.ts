import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/index.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { ShiftableClock } from '../lib/clock.ts';
import {
  confirmationCodeEmail,
  createOutbox,
  createSmtpTransport,
  DELIVERED_BODY,
  type EmailTransport,
  passwordResetEmail,
  welcomeEmail,
} from './email/index.ts';
import { createFacebookVerifier } from './oauth/index.ts';
import { createTwilioTransport } from './sms/index.ts';

const brand = { brandName: 'Pitstop', publicUrl: 'https://pitstop.example' };

describe('email templates', () => {
  it('put the code in the subject, the HTML and the plain text', () => {
    const email = confirmationCodeEmail(brand, { firstName: 'Ana', code: '042917' });
    expect(email.subject).toBe('Your Pitstop confirmation code: 042917');
    expect(email.html).toContain('042917');
    expect(email.text).toContain('042917');
    expect(email.text).toContain('expires in 30 minutes');
  });

  it('escape what users typed', () => {
    const email = welcomeEmail(brand, { firstName: "Siobhán O'Brien", inviteUrl: 'https://pitstop.example/invite/a' });
    expect(email.html).toContain('Hi Siobhán O&#39;Brien,');
    expect(email.text).toContain("Hi Siobhán O'Brien,");
  });

  it('greet by a name only when it reads as one: trimmed, within 40 characters, no markup, links or sentences', () => {
    const greeted = (firstName: string) => confirmationCodeEmail(brand, { firstName, code: '042917' }).text.split('\n')[0];
    expect(greeted('  Mary \t  Ann ')).toBe('Hi Mary Ann,');
    expect(greeted('Jean-Luc')).toBe('Hi Jean-Luc,');
    expect(greeted('Claim your $500 prize at evil.example')).toBe('Hi,');
    expect(greeted('Visit evil.example now')).toBe('Hi,');
    expect(greeted('<img src=x onerror=alert(1)>')).toBe('Hi,');
    expect(greeted('Ana\u202Egro.live')).toBe('Hi,');
    expect(greeted('A'.repeat(41))).toBe('Hi,');
    expect(greeted('A'.repeat(40))).toBe(`Hi ${'A'.repeat(40)},`);
    const html = welcomeEmail(brand, { firstName: '<img src=x onerror=alert(1)>', inviteUrl: 'https://pitstop.example/invite/a' }).html;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror');
  });

  it('link the reset page with a button and the bare URL', () => {
    const email = passwordResetEmail(brand, { firstName: null, url: 'https://pitstop.example/reset-password/abc' });
    expect(email.html.match(/href="https:\/\/pitstop\.example\/reset-password\/abc"/g)).toHaveLength(2);
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('https://pitstop.example/reset-password/abc');
  });
});

describe('SMTP transport', () => {
  it('sends HTML with a plain-text alternative from the configured sender', async () => {
    const transport = createSmtpTransport('Pitstop <no-reply@pitstop.example>', { streamTransport: true, buffer: true });
    const sent = vi.spyOn(transport.transporter, 'sendMail');
    const content = confirmationCodeEmail(brand, { firstName: 'Ana', code: '123456' });
    await transport.send({ to: 'ana@example.com', ...content });
    const info = (await sent.mock.results[0]!.value) as { message: Buffer };
    const raw = info.message.toString();
    expect(raw).toContain('From: Pitstop <no-reply@pitstop.example>');
    expect(raw).toContain(`Subject: ${content.subject}`);
    expect(raw).toMatch(/Content-Type: text\/plain[\s\S]*123456[\s\S]*Content-Type: text\/html[\s\S]*123456/);
    expect(info.message.toString()).toContain('multipart/alternative');
  });
});

describe('Twilio transport', () => {
  it('posts the message to the Messages API with basic auth, in E.164', async () => {
    const fetch = vi.fn(async () => Response.json({ sid: 'SM123' }, { status: 201 }));
    const twilio = createTwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: '+15550001111', fetch });
    expect(await twilio.send({ to: '3125550100', body: 'Your code is 123456' })).toEqual({ providerId: 'SM123' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ To: '+13125550100', Body: 'Your code is 123456', From: '+15550001111' });
  });

  it('fails loudly on an error answer', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Invalid To', code: 21211 }, { status: 400 }));
    const twilio = createTwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: '+15550001111', fetch });
    await expect(twilio.send({ to: '3125550100', body: 'x' })).rejects.toThrow('Twilio answered 400: Invalid To (21211)');
  });
});

describe('Facebook verifier', () => {
  const graph = (debug: object, me: object) =>
    vi.fn(async (url: string) => Response.json(url.includes('/debug_token') ? { data: debug } : me));

  it('trusts the token only for our app and the claimed user, and reads the email from Graph', async () => {
    const fetch = graph({ is_valid: true, app_id: 'app-1', user_id: '42' }, { id: '42', email: 'real@example.com', first_name: 'Real', last_name: 'Person' });
    const verifier = createFacebookVerifier({ appId: 'app-1', appSecret: 'shh', fetch: fetch as unknown as typeof globalThis.fetch });
    const identity = await verifier.verify({ token: 'user-token', uid: '42', email: 'claimed@example.com' });
    expect(identity).toEqual({ uid: '42', email: 'real@example.com', firstName: 'Real', lastName: 'Person' });
    const debugUrl = new URL(fetch.mock.calls[0]![0]);
    expect(debugUrl.searchParams.get('access_token')).toBe('app-1|shh');
    expect(new URL(fetch.mock.calls[1]![0]).searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses another app, another user or an invalid token', async () => {
    const me = { id: '42', email: 'real@example.com' };
    for (const debug of [
      { is_valid: true, app_id: 'other-app', user_id: '42' },
      { is_valid: true, app_id: 'app-1', user_id: '43' },
      { is_valid: false, app_id: 'app-1', user_id: '42' },
    ]) {
      const verifier = createFacebookVerifier({ appId: 'app-1', appSecret: 'shh', fetch: graph(debug, me) as unknown as typeof fetch });
      expect(await verifier.verify({ token: 'user-token', uid: '42' })).toBeNull();
    }
  });
});

describe('outbox delivery', async () => {
  const database = await createTestDatabase();
  const db = database.db;
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  const content = confirmationCodeEmail(brand, { firstName: null, code: '111111' });
  /** The delivery jobs the outbox sent (the job queue itself is tested in src/jobs; delivery by job in modules/outbox). */
  const jobsSent: [string, { id: string }][] = [];
  const jobs = { send: async (name: string, data: Record<string, unknown> = {}) => (jobsSent.push([name, data as { id: string }]), null) };
  const clock = new ShiftableClock();

  it('keeps messages as local without a transport', async () => {
    const outbox = createOutbox({ db, email: null, sms: null, jobs, clock, log });
    const id = await outbox.queueEmail(db, 'local@example.com', content);
    await outbox.deliver([id]);
    const [row] = await db.select().from(outboxMessages);
    expect(row).toMatchObject({ id, status: 'local', to: 'local@example.com', template: 'confirmation-code', attempts: 0 });
    expect(jobsSent).toEqual([]);
  });

  it('sends pending messages once after commit, each with its delivery job, and leaves a failure pending for the job to retry', async () => {
    const sent: string[] = [];
    const email: EmailTransport = {
      name: 'fake',
      send: async (message) => {
        if (message.to === 'broken@example.com') throw new Error('mailbox unavailable');
        sent.push(message.to);
        return {};
      },
    };
    const outbox = createOutbox({ db, email, sms: null, jobs, clock, log });
    const ok = await db.transaction((tx) => outbox.queueEmail(tx, 'ok@example.com', content));
    const broken = await outbox.queueEmail(db, 'broken@example.com', content);
    await outbox.deliver([ok, broken]);
    await outbox.deliver([ok]);
    expect(sent).toEqual(['ok@example.com']);
    const rows = await db.select().from(outboxMessages);
    // A delivered message keeps who, when and which template — not the code or link it carried.
    expect(rows.find((r) => r.id === ok)).toMatchObject({ status: 'sent', attempts: 1, subject: null, html: null, text: DELIVERED_BODY });
    expect(rows.find((r) => r.id === broken)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mailbox unavailable', subject: content.subject });
    expect(jobsSent.map(([name, data]) => [name, data.id])).toEqual([
      ['outbox.deliver', ok],
      ['outbox.deliver', broken],
    ]);
    expect(warnings).toHaveLength(1);
    await database.close();
  });
});
