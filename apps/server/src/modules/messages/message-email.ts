import { pageUrl } from '@pitstop/contracts/pages';
import { eq } from 'drizzle-orm';
import { type EmailContent, escapeHtml, greeting, inertText, layout, textFooter } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { shopStaff } from '../../db/schema/index.ts';
import { tellMember } from '../outbox/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import type { ThreadRow } from './threads.ts';

/** At most one email of new messages a thread and side per quarter hour (docs/product/messages.md). */
export const MESSAGE_EMAIL_GAP_MS = 15 * 60_000;
/** How much of the message an email quotes. */
const QUOTE_MAX = 500;

export function newMessageEmail(
  brand: { brandName: string; publicUrl: string },
  input: { firstName: string | null; from: string; subject: string; body: string; url: string },
): EmailContent {
  // What a person wrote goes without live links (inertText, ADR 047), and cut to a quote.
  const quote = inertText(input.body.length > QUOTE_MAX ? `${input.body.slice(0, QUOTE_MAX)}…` : input.body);
  const intro = `${input.from} wrote to you about ${input.subject}:`;
  const footnote = `You received this email because of a conversation on ${brand.brandName}. Replies go through ${brand.brandName}, not this email.`;
  return {
    template: 'new-message',
    subject: `New message from ${input.from}`,
    html: layout({
      brand,
      preheader: intro,
      heading: 'You have a new message',
      paragraphs: [escapeHtml(greeting(input.firstName)), escapeHtml(intro), `<em>${escapeHtml(quote).replace(/\n/g, '<br>')}</em>`],
      action: { label: 'Read and reply', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${intro}\n\n${quote}\n\nRead and reply: ${input.url}${textFooter(brand, footnote)}`,
  };
}

/**
 * Emails the side that did not write, unless it was emailed about this thread in the last quarter hour: the
 * customer (to a confirmed address, within their budget: tellMember), or each of the shop's staff. Support's
 * inbox is the /messages page of its admins (no email). Returns the outbox ids, for delivery after the commit.
 */
export async function emailOtherSide(
  tx: Tx,
  deps: Pick<MessagesDeps, 'outbox' | 'messageBudget' | 'config'>,
  input: { thread: ThreadRow; sender: 'customer' | 'shop' | 'support'; from: string; body: string; now: Date },
): Promise<{ ids: string[]; emailed: boolean }> {
  const { thread, now } = input;
  const toCustomer = input.sender !== 'customer';
  if (!toCustomer && thread.locationId === null) return { ids: [], emailed: false };
  const last = toCustomer ? thread.customerEmailedAt : thread.otherEmailedAt;
  if (last && now.getTime() - last.getTime() < MESSAGE_EMAIL_GAP_MS) return { ids: [], emailed: false };
  const brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const url = toCustomer
    ? pageUrl(deps.config.publicUrl, '/messages')
    : pageUrl(deps.config.publicUrl, '/shop/locations/:locationId/messages', { locationId: thread.locationId as string });
  const email = (to: { firstName: string | null }) =>
    newMessageEmail(brand, { firstName: to.firstName, from: input.from, subject: thread.subject, body: input.body, url });
  const recipients = toCustomer
    ? [thread.customerId]
    : (await tx.select({ userId: shopStaff.userId }).from(shopStaff).where(eq(shopStaff.locationId, thread.locationId as string))).map((row) => row.userId);
  const ids: string[] = [];
  for (const userId of recipients) ids.push(...(await tellMember(tx, deps, userId, { email })));
  return { ids, emailed: true };
}
