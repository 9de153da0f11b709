import { listPartnerMembers } from './list-partner-members.ts';
import type { MembershipDeps } from './membership-deps.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const MEMBERS_CSV_HEADER = ['Name', 'Program', 'Plan', 'Status', 'Current', 'Since'] as const;

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): these first characters start one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a cell a spreadsheet would read as a formula gets a leading apostrophe, so it shows as
 * text; a cell with a comma, a quote or a line break is quoted, its quotes doubled. No library is a dependency for
 * this, and the rules fit in these lines (ADR 060).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, lines ended by CRLF (RFC 4180). */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** GET my-partners/admin/{partnerId}/members.csv: every member of the partner, as the dashboard lists them (ADR 060). */
export async function exportPartnerMembers(
  deps: Pick<MembershipDeps, 'db'>,
  input: { partnerId: string; headerPartnerId: string },
): Promise<{ filename: string; body: string }> {
  const { partner, members } = await listPartnerMembers(deps, input);
  const rows = members.map((member) => [
    member.name,
    member.programTitle,
    member.planName,
    member.status,
    member.current ? 'yes' : 'no',
    member.since,
  ]);
  return { filename: `${partner.slug}-members.csv`, body: toCsv([MEMBERS_CSV_HEADER, ...rows]) };
}
