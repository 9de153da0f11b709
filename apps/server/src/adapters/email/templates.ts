import { pageUrl } from '@pitstop/contracts/pages';
import { CONFIRMATION_CODE_TTL_MINUTES, formatCents, PASSWORD_RESET_TTL_MINUTES } from '@pitstop/contracts';
import type { EmailAttachment } from './index.ts';

/**
 * Transactional emails: table layout with inline styles (what mail clients render), a hidden preheader, and a
 * plain-text alternative carrying the same words and links.
 */
export interface Brand {
  brandName: string;
  publicUrl: string;
}

export interface EmailContent {
  template:
    | 'confirmation-code'
    | 'password-reset'
    | 'welcome'
    | 'new-offer'
    | 'offer-changed'
    // Bookings (modules/bookings/booking-emails.ts).
    | 'booking-confirmed'
    | 'booking-rescheduled'
    | 'booking-cancelled'
    | 'booking-reminder'
    | 'booking-no-show'
    // The satisfaction link sent at completion (modules/reviews/nps.ts).
    | 'nps-survey'
    // The receipt sent at completion (modules/bookings/receipt-email.ts).
    | 'service-completed'
    | 'payment-failed'
    // Extra work found on a booked job (modules/extra-lines/extra-work-email.ts).
    | 'extra-work'
    // Standalone appointments (modules/standalone-appointments/standalone-emails.ts).
    // The coverage-gap forms (modules/locations/coverage-emails.ts).
    | 'coverage-requested'
    | 'coverage-opened'
    | 'shop-suggested'
    // A shop's application to join (modules/shops/shop-application-email.ts).
    | 'shop-application'
    | 'standalone-booked'
    | 'standalone-cancelled'
    | 'standalone-reminder'
    | 'standalone-no-show'
    // Memberships (modules/membership/membership-emails.ts).
    | 'membership-payment-failed'
    | 'membership-expired'
    // A new message in a conversation (modules/messages/message-email.ts).
    | 'new-message'
    // Maintenance falling due on a vehicle (modules/car-care/maintenance-reminders.ts).
    | 'maintenance-due';
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (kept in the outbox with the message: outbox_attachments). */
  attachments?: EmailAttachment[];
}

const COLORS = { brand: '#1c7ed6', ink: '#212529', muted: '#868e96', line: '#e9ecef', page: '#f1f3f5' };
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The longest name an email greets by; a longer one is left out, not cut (a cut sentence still speaks). */
export const GREETING_NAME_MAX = 40;

/**
 * A name as an email may show it: control and format characters dropped, spaces collapsed, trimmed; and only
 * when it reads as a name (letters, spaces, apostrophes, hyphens, dots; no digits, links, domains or symbols)
 * within GREETING_NAME_MAX characters — otherwise none. Names are whatever people typed: an email must not
 * carry someone's sentence ("Claim your $500 prize at evil.example") to an inbox in our name. HTML escaping
 * is still the layout's.
 */
export function greetingName(name: string | null | undefined): string | null {
  const cleaned = (name ?? '').normalize('NFC').replace(/\p{C}/gu, '').replace(/\s+/gu, ' ').trim();
  if (cleaned.length === 0 || cleaned.length > GREETING_NAME_MAX) return null;
  if (!/^\p{L}[\p{L}\p{M} '’.-]*$/u.test(cleaned)) return null;
  if (/\p{L}{2,}\.\p{L}{2,}/u.test(cleaned)) return null;
  return cleaned;
}

/**
 * Text a shop wrote (an extra line's name, its note), as an email carries it: never a live link (ADR 047). The
 * scheme of a URL becomes `https[:]//` and every dot between a letter or digit and a letter becomes `[.]`
 * (`evil[.]example`), so no mail client turns it into a link, in the HTML (escaped by the layout as ever) or in
 * the plain text; invisible format characters (zero-width joiners a sender hides a link with) are dropped.
 * Prices ("$2.50") keep their dots.
 */
export function inertText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/([a-z][a-z0-9+.-]*):\/\//giu, '$1[:]//')
    .replace(/(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L})/gu, '[.]');
}

export const greeting = (firstName: string | null) => {
  const name = greetingName(firstName);
  return name ? `Hi ${name},` : 'Hi,';
};

interface Layout {
  brand: Brand;
  preheader: string;
  heading: string;
  /** Paragraphs of already-escaped HTML. */
  paragraphs: string[];
  /** A big monospaced code, shown between the paragraphs and the button. */
  code?: string;
  action?: { label: string; url: string };
  footnote: string;
}

export function layout({ brand, preheader, heading, paragraphs, code, action, footnote }: Layout): string {
  const name = escapeHtml(brand.brandName);
  const p = (html: string) =>
    `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.ink};">${html}</p>`;
  const codeBlock = code
    ? `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border:1px solid ${COLORS.line};border-radius:8px;background:${COLORS.page};font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:32px;letter-spacing:8px;font-weight:700;color:${COLORS.ink};">${escapeHtml(code)}</span></p>`
    : '';
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${COLORS.brand};"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a></td></tr></table>
${p(`Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${COLORS.brand};word-break:break-all;">${escapeHtml(action.url)}</a>`)}`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:22px;font-weight:700;color:${COLORS.brand};">
<a href="${escapeHtml(brand.publicUrl)}" style="color:${COLORS.brand};text-decoration:none;">${name}</a>
</td></tr>
<tr><td style="padding:32px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:12px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:24px;line-height:32px;color:${COLORS.ink};">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
${codeBlock}
${button}
</td></tr>
<tr><td style="padding:16px 8px;font-family:${FONT};font-size:13px;line-height:20px;color:${COLORS.muted};">
${escapeHtml(footnote)}<br>&copy; ${new Date().getUTCFullYear()} ${name}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const textFooter = (brand: Brand, footnote: string) =>
  `\n\n--\n${footnote}\n${brand.brandName} · ${brand.publicUrl}`;

export function confirmationCodeEmail(brand: Brand, input: { firstName: string | null; code: string }): EmailContent {
  const subject = `Your ${brand.brandName} confirmation code: ${input.code}`;
  const intro = `Use this code to confirm your email address. It expires in ${CONFIRMATION_CODE_TTL_MINUTES} minutes.`;
  const footnote = `You received this email because someone signed up to ${brand.brandName} with this address. If it was not you, ignore it.`;
  return {
    template: 'confirmation-code',
    subject,
    html: layout({
      brand,
      preheader: `Your confirmation code is ${input.code}`,
      heading: 'Confirm your email address',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro)],
      code: input.code,
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\n    ${input.code}${textFooter(brand, footnote)}`,
  };
}

export function passwordResetEmail(brand: Brand, input: { firstName: string | null; url: string }): EmailContent {
  const intro = `We received a request to reset the password of your ${brand.brandName} account. The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`;
  const footnote = 'If you did not ask to reset your password, ignore this email: your password stays as it is.';
  return {
    template: 'password-reset',
    subject: `Reset your ${brand.brandName} password`,
    html: layout({
      brand,
      preheader: 'Reset your password with this link.',
      heading: 'Reset your password',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro)],
      action: { label: 'Choose a new password', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\nChoose a new password: ${input.url}${textFooter(brand, footnote)}`,
  };
}

export function welcomeEmail(brand: Brand, input: { firstName: string | null; inviteUrl: string }): EmailContent {
  const intro = `Welcome to ${brand.brandName}! Tell us what your car needs and nearby shops send you offers you can compare, book and pay for in one place.`;
  const invite = `Invite friends with your own link and you both earn rewards: ${input.inviteUrl}`;
  const dashboardUrl = pageUrl(brand.publicUrl, '/dashboard');
  const footnote = `You received this email because you created a ${brand.brandName} account.`;
  return {
    template: 'welcome',
    subject: `Welcome to ${brand.brandName}`,
    html: layout({
      brand,
      preheader: 'Your account is ready.',
      heading: 'Your account is ready',
      paragraphs: [
        escapeHtml(greeting(input.firstName)),
        escapeHtml(intro),
        `Invite friends with your own link and you both earn rewards: <a href="${escapeHtml(input.inviteUrl)}" style="color:${COLORS.brand};">${escapeHtml(input.inviteUrl)}</a>`,
      ],
      action: { label: 'Go to my dashboard', url: dashboardUrl },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\n${invite}\n\nGo to my dashboard: ${dashboardUrl}${textFooter(brand, footnote)}`,
  };
}

/** A shop answered a service request by hand: the shop, its price and the link to compare (docs/product/shops.md "Offers by hand"). */
export function newOfferEmail(
  brand: Brand,
  input: { firstName: string | null; shopName: string; totalCents: number; vehicle: string; url: string },
): EmailContent {
  const intro = `${input.shopName} sent you an estimate of ${formatCents(input.totalCents)} for your ${input.vehicle}. Compare it with your other offers and choose the shop you like.`;
  const footnote = `You received this email because you asked ${brand.brandName} for estimates and chose to be told by email.`;
  return {
    template: 'new-offer',
    subject: `New estimate from ${input.shopName}: ${formatCents(input.totalCents)}`,
    html: layout({
      brand,
      preheader: `${input.shopName} priced your request.`,
      heading: 'You have a new estimate',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro)],
      action: { label: 'Compare your estimates', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\nCompare your estimates: ${input.url}${textFooter(brand, footnote)}`,
  };
}

/**
 * A shop changed the price of an estimate the customer may book (ADR 044): was and now, and that a booking asks
 * them to accept the new price first — they are never charged a price they did not see.
 */
export function offerChangedEmail(
  brand: Brand,
  input: { firstName: string | null; shopName: string; wasCents: number; nowCents: number; vehicle: string; url: string },
): EmailContent {
  const intro = `${input.shopName} changed its estimate for your ${input.vehicle}: it was ${formatCents(input.wasCents)}, it is now ${formatCents(input.nowCents)}.`;
  const promise = 'Nothing is booked or charged at the new price unless you accept it when you book.';
  const footnote = `You received this email because you asked ${brand.brandName} for estimates and ${input.shopName} changed one you can book.`;
  return {
    template: 'offer-changed',
    subject: `${input.shopName} changed its estimate: now ${formatCents(input.nowCents)}`,
    html: layout({
      brand,
      preheader: `Was ${formatCents(input.wasCents)}, now ${formatCents(input.nowCents)}.`,
      heading: 'An estimate changed',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro), escapeHtml(promise)],
      action: { label: 'See your estimates', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\n${promise}\n\nSee your estimates: ${input.url}${textFooter(brand, footnote)}`,
  };
}

/** The same news as a text message. */
export const newOfferText = (brand: Brand, input: { shopName: string; totalCents: number; url: string }): string =>
  `${brand.brandName}: ${input.shopName} sent you an estimate of ${formatCents(input.totalCents)}. Compare your offers: ${input.url}`;

/** The phone verification code's text (accounts/phone-verification.ts): the code, its life, and who asked. */
export const phoneCodeText = (brand: Brand, input: { code: string }): string =>
  `${brand.brandName}: ${input.code} is your code to verify this phone number. It expires in ${CONFIRMATION_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this text.`;
