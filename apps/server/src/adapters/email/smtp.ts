import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { EmailTransport } from './index.ts';

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). `options` replaces the
 * URL with any nodemailer transport, e.g. `{ streamTransport: true, buffer: true }` to inspect the MIME.
 */
export function createSmtpTransport(
  from: string,
  target: string | SMTPTransport.Options | Record<string, unknown>,
): EmailTransport & { transporter: Transporter } {
  const transporter = nodemailer.createTransport(target as SMTPTransport.Options);
  return {
    name: 'smtp',
    transporter,
    async send(message) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
            }
          : {}),
      });
      return { providerId: info.messageId };
    },
    close: async () => transporter.close(),
  };
}
