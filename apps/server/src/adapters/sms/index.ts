import type { Config } from '../../config.ts';
import { createTwilioTransport } from './twilio.ts';

export interface SmsMessage {
  /** Digits: 10 for a US number, or already in E.164 with its +. */
  to: string;
  body: string;
}

/** Sends one text message for real. Without one configured, texts stay in the outbox (ARCHITECTURE §7). */
export interface SmsTransport {
  name: string;
  send(message: SmsMessage): Promise<{ providerId?: string }>;
}

export function smsTransportFor(config: Config): SmsTransport | null {
  const { accountSid, authToken, from, apiBase } = config.twilio;
  return accountSid && authToken && from ? createTwilioTransport({ accountSid, authToken, from, ...(apiBase ? { baseUrl: apiBase.replace(/\/$/, '') } : {}) }) : null;
}

export { createTwilioTransport };
