import { formatCents } from '@pitstop/contracts';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-11-03` → `Nov 3, 2026`: a calendar day (the shop's), read as UTC so no zone moves it. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export const formatMiles = (mileage: number) => `${mileage.toLocaleString('en-US')} mi`;

/** How a job was paid, besides its total: the members' discount, rewards and the card's charge that apply. */
export function paidBreakdown(job: { discountCents: number; rewardsCents: number; chargedCents: number | null }): string | null {
  const parts = [
    job.discountCents > 0 ? `member discount ${formatCents(job.discountCents)}` : null,
    job.rewardsCents > 0 ? `rewards ${formatCents(job.rewardsCents)}` : null,
    job.chargedCents !== null ? `card ${formatCents(job.chargedCents)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
