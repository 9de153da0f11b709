import { pageUrl } from '@pitstop/contracts/pages';
import type { Tx } from '../../db/client.ts';
import { type EmailContent, escapeHtml, greeting, inertText, layout, textFooter } from '../../adapters/email/index.ts';
import { formatCents } from '@pitstop/contracts';
import { tellMember } from '../outbox/index.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { type AppointmentRow } from '../bookings/index.ts';
import { type LineRow } from './extra-line-reads.ts';

/** The booking page's extra-work section, behind sign-in (ADR 031 addendum): money is approved by its owner only. */
export const extraWorkUrl = (config: ExtraLinesDeps['config'], row: Pick<AppointmentRow, 'serviceRequestId' | 'offerId'>) =>
  pageUrl(config.publicUrl, '/service-request/:id/offer/:offerId/extra-work', { id: row.serviceRequestId, offerId: row.offerId });

export function extraWorkEmail(
  brand: { brandName: string; publicUrl: string },
  input: { firstName: string | null; shopName: string; lines: LineRow[]; url: string },
): EmailContent {
  const total = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const sentences = [
    `${input.shopName} found more work on your car and asks for your approval before doing it:`,
    // What the shop wrote goes without live links (inertText, ADR 047).
    ...input.lines.map((line) => `${inertText(line.serviceName)}: ${formatCents(line.totalCents)}`),
    ...(input.lines[0]?.note ? [`The shop's note: ${inertText(input.lines[0].note)}`] : []),
    `Approve or decline each line (${formatCents(total)} in all). Only what you approve is added to your total; what you decline is kept on your car's record as advised work.`,
  ];
  const footnote = `You received this email because of a booking with ${brand.brandName}.`;
  return {
    template: 'extra-work',
    subject: `${input.shopName} asks to approve extra work`,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: 'Extra work to approve',
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'Review the extra work', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nReview the extra work: ${input.url}${textFooter(brand, footnote)}`,
  };
}

export async function queueExtraWorkEmail(
  tx: Tx,
  deps: Pick<ExtraLinesDeps, 'config' | 'outbox' | 'messageBudget'>,
  row: AppointmentRow,
  lines: LineRow[],
  shopName: string,
): Promise<void> {
  // To a confirmed address only, within the notification budget (ADR 047); the lines are on the booking page anyway.
  await tellMember(tx, deps, row.userId, {
    email: (to) =>
      extraWorkEmail({ brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }, { firstName: to.firstName, shopName, lines, url: extraWorkUrl(deps.config, row) }),
  });
}
