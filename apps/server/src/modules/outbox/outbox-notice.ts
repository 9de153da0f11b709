import { pageUrl } from '@pitstop/contracts/pages';
import type { Config } from '../../config.ts';

/**
 * What the server says once at start when it keeps mail instead of delivering it (no SMTP_URL, no TWILIO_*),
 * and who may read what it keeps (ADR 018); null when everything is delivered.
 */
export function undeliveredMailNotice(config: Config): string | null {
  const kept = [
    config.smtpUrl ? null : 'Email is not delivered (no SMTP_URL)',
    config.twilio.accountSid && config.twilio.authToken && config.twilio.from
      ? null
      : 'text messages are not delivered (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM)',
  ].filter((part) => part !== null);
  if (kept.length === 0) return null;
  const what = kept.join('; ').replace(/^text/, 'Text');
  const where = `they are kept in the outbox table (outbox_messages), readable at ${pageUrl(config.publicUrl, '/dev/outbox')}`;
  const who = config.localServer
    ? 'by anyone on this machine'
    : 'by signed-in admins only, as this server is not local (PUBLIC_URL is not a loopback address)';
  return `${what}: ${where} ${who}.`;
}
