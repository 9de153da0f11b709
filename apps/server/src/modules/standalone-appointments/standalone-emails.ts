import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { tellMember } from '../outbox/index.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { CALENDAR_CONTENT_TYPE, KIND_NAMES, standaloneCalendarOf, standaloneConfirmationUrl } from '../bookings/index.ts';
import { calendarUrl, slotLabel } from '../scheduling/index.ts';
import type { StandaloneLocationRow, StandaloneRow } from './standalone-read.ts';

export type StandaloneEmailKind = 'booked' | 'cancelled' | 'reminder' | 'no-show';

const SUBJECTS: Record<StandaloneEmailKind, string> = {
  booked: 'Your appointment is booked',
  cancelled: 'Your appointment is cancelled',
  reminder: 'Your appointment is tomorrow',
  'no-show': 'We missed you at your appointment',
};
const HEADINGS: Record<StandaloneEmailKind, string> = {
  booked: 'You are booked',
  cancelled: 'Your appointment is cancelled',
  reminder: 'See you soon',
  'no-show': 'We missed you',
};

export function standaloneEmail(
  brand: Brand,
  kind: StandaloneEmailKind,
  input: { firstName: string | null; row: StandaloneRow; location: StandaloneLocationRow; icsUrl: string; url: string; ics: string },
): EmailContent {
  const when = slotLabel(input.row.startsAt, input.row.timeZone);
  const what = KIND_NAMES[input.row.appointmentType];
  const intros: Record<StandaloneEmailKind, string> = {
    booked: `Your ${what} appointment at ${input.location.name} is booked for ${when}.`,
    cancelled: `Your ${what} appointment at ${input.location.name} on ${when} is cancelled.`,
    reminder: `A reminder: your ${what} appointment at ${input.location.name} is on ${when}.`,
    // The shop marked that the customer did not come (ADR 046).
    'no-show': `${input.location.name} marked that you did not come to your ${what} appointment on ${when}. The appointment has ended; you can book another time.`,
  };
  const intro = intros[kind];
  const sentences = [intro, `Add it to your calendar: ${input.icsUrl}`];
  const footnote = `You received this email because you booked with ${brand.brandName}.`;
  return {
    template: `standalone-${kind}`,
    subject: `${SUBJECTS[kind]}: ${when}`,
    html: layout({
      brand,
      preheader: intro,
      heading: HEADINGS[kind],
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'See your appointment', url: input.url },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nSee your appointment: ${input.url}${textFooter(brand, footnote)}`,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: CALENDAR_CONTENT_TYPE,
        content: input.ics,
      },
    ],
  };
}

/**
 * Queues the customer's email in the caller's transaction (sent only if it commits), the .ics attached: to a
 * confirmed address only, within the notification budget (tellMember, ADR 047).
 */
export async function queueStandaloneEmail(
  tx: Tx,
  deps: Pick<StandaloneDeps, 'config' | 'outbox' | 'messageBudget'>,
  kind: StandaloneEmailKind,
  row: StandaloneRow,
  location: StandaloneLocationRow,
): Promise<void> {
  await tellMember(tx, deps, row.userId, {
    email: (to) =>
      standaloneEmail({ brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }, kind, {
        firstName: to.firstName,
        row,
        location,
        icsUrl: calendarUrl(deps.config, row.calendarUid),
        url: standaloneConfirmationUrl(deps.config, row.id),
        ics: standaloneCalendarOf(deps.config, row, location),
      }),
  });
}
