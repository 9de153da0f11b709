import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { DELIVER_JOB } from '../src/adapters/email/index.ts';

/** An email as the recipient's mail server received it over SMTP, parsed (nodemailer's MIME undone). */
export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** Every http(s) link in the plain text. */
  links: string[];
}

/** A text message as Twilio's Messages API received it (the form fields of the POST). */
export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  accountSid: string;
}

export interface MailCatcher {
  /** SMTP_URL and TWILIO_* for `build(env)`: the server then delivers to this catcher. */
  env: Record<string, string>;
  /** Emails received, oldest first, optionally only those to one address. */
  emails(to?: string): ReceivedEmail[];
  /** Text messages received, oldest first, optionally only those to one number (E.164, e.g. +15125550177). */
  texts(to?: string): ReceivedText[];
  /** Runs every due `outbox.deliver` job now, as a worker would at its next poll (apps built by tests do not poll). */
  deliver(app: FastifyInstance): Promise<void>;
  /** The next `count` emails are refused by the SMTP server (a 451, as a mail server that is down answers). */
  refuseEmails(count: number): void;
  /** Forgets what was received. */
  clear(): void;
}

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * A real SMTP server (smtp-server, on a free loopback port) and a fake of Twilio's Messages endpoint at the
 * HTTP level, for one test file: the server under test is built with `catcher.env` and delivers through its
 * real transports (nodemailer, fetch), so a test sees what a person would receive. Closed after the file.
 *
 *   const mail = await startMailCatcher();
 *   const { app } = await build(mail.env);
 *   …book…; await mail.deliver(app);
 *   expect(mail.emails('alice@example.com')[0]!.subject).toBe('…');
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const emails: ReceivedEmail[] = [];
  const texts: ReceivedText[] = [];
  let refusals = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
            return;
          }
          const text = mail.text ?? '';
          emails.push({
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            links: [...new Set(text.match(LINK) ?? [])],
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const twilio: Server = createServer((request, response) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !match) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, message: 'Not found' }));
        return;
      }
      const form = new URLSearchParams(raw);
      const sid = `SM${texts.length.toString().padStart(32, '0')}`;
      texts.push({ to: form.get('To') ?? '', from: form.get('From') ?? form.get('MessagingServiceSid') ?? '', body: form.get('Body') ?? '', accountSid: match[1]! });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const twilioPort = (twilio.address() as AddressInfo).port;

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => twilio.close(() => resolve()));
  });

  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TWILIO_ACCOUNT_SID: 'ACtest',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
    },
    emails: (to) => emails.filter((email) => to === undefined || email.to.includes(to.toLowerCase()) || email.to.includes(to)),
    texts: (to) => texts.filter((text) => to === undefined || text.to === to),
    async deliver(app) {
      await app.jobs.runDue(DELIVER_JOB.name);
    },
    refuseEmails(count) {
      refusals = count;
    },
    clear() {
      emails.length = 0;
      texts.length = 0;
    },
  };
}
