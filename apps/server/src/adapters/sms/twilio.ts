import type { SmsTransport } from './index.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 or a messaging service sid (MG…). */
  from: string;
  /** The HTTP client; tests pass a fake at this boundary. */
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** US numbers are stored as 10 digits; Twilio wants E.164. */
export const toE164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1')}`);

/** Twilio's Messages API over fetch (no SDK: one POST). */
export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const http = options.fetch ?? fetch;
  const url = `${options.baseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.body });
      form.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from);
      const response = await http(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${body.message ?? 'no message'} (${body.code ?? '-'})`);
      return { providerId: body.sid };
    },
  };
}
