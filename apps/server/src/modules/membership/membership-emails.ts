import { formatCents } from '@pitstop/contracts';
import { pageUrl } from '@pitstop/contracts/pages';
import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { tellMember } from '../outbox/index.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { dayLabel } from './readings.ts';

type Kind = 'membership-payment-failed' | 'membership-expired';

function membershipEmail(brand: Brand, kind: Kind, input: { firstName: string | null; title: string; amountCents: number; reason: string | null; graceEnds: Date | null; url: string }): EmailContent {
  const sentences =
    kind === 'membership-payment-failed'
      ? [
          `We could not renew your ${input.title} membership: the charge of ${formatCents(input.amountCents)} was refused (${input.reason ?? 'the card was declined'}).`,
          `We will try again; choose another card before ${input.graceEnds ? dayLabel(input.graceEnds) : 'then'} to keep your benefits.`,
        ]
      : [`Your ${input.title} membership has ended.`, 'You can join again at any time.'];
  const subject = kind === 'membership-payment-failed' ? `We could not renew your ${input.title} membership` : `Your ${input.title} membership has ended`;
  const footnote = `You received this email because of your membership with ${brand.brandName}.`;
  return {
    template: kind,
    subject,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: subject,
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'See your membership', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nSee your membership: ${input.url}${textFooter(brand, footnote)}`,
  };
}

/** Tells the member, in the caller's transaction (the outbox, ADR 047), that a renewal failed or the membership ended. */
export async function queueMembershipEmail(
  tx: Tx,
  deps: Pick<MembershipDeps, 'outbox' | 'messageBudget' | 'brand'>,
  kind: Kind,
  input: { userId: string; title: string; amountCents: number; reason: string | null; graceEnds: Date | null },
): Promise<void> {
  const brand: Brand = { brandName: deps.brand.name, publicUrl: deps.brand.publicUrl };
  const url = pageUrl(deps.brand.publicUrl, '/profile');
  await tellMember(tx, deps, input.userId, { email: (to) => membershipEmail(brand, kind, { ...input, firstName: to.firstName, url }) });
}
