import { toCsv } from '../../lib/csv.ts';
import { listPartnerMembers } from './list-partner-members.ts';
import type { MembershipDeps } from './membership-deps.ts';

export const MEMBERS_CSV_HEADER = ['Name', 'Program', 'Plan', 'Status', 'Current', 'Since'] as const;

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
