import type { Config } from '../../config.ts';
import { createSmtpTransport } from './smtp.ts';

/** A file sent with an email: text content (a booking's `.ics` event). */
export interface EmailAttachment {
  filename: string;
  /** MIME type, e.g. 'text/calendar; method=REQUEST; charset=utf-8'. */
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** Sends one email for real. Without one configured, email stays in the outbox (ARCHITECTURE §7). */
export interface EmailTransport {
  name: string;
  send(message: EmailMessage): Promise<{ providerId?: string }>;
  close?(): Promise<void>;
}

export function emailTransportFor(config: Config): EmailTransport | null {
  return config.smtpUrl ? createSmtpTransport(config.emailFrom, config.smtpUrl) : null;
}

export { createSmtpTransport };
export * from './templates.ts';
export * from './outbox.ts';
