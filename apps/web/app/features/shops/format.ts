import type { ShopInboxRequest, ShopPortalLocation } from '@pitstop/contracts';

/** "Usually answers within 25 minutes" (docs/product/shops.md); null before the location's first hand offer. */
export function answerTimeText(minutes: number | null): string {
  if (minutes === null) return 'No offers sent by hand yet';
  if (minutes <= 1) return 'Usually answers within a minute';
  if (minutes < 90) return `Usually answers within ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `Usually answers within ${hours} hours`;
  return `Usually answers within ${Math.round(hours / 24)} days`;
}

/** "3 open requests"; past a full inbox the count stops there: "100+ open requests" (ADR 086). */
export function openRequestsText({ openRequestCount: count, openRequestCountCapped: capped }: Pick<ShopPortalLocation, 'openRequestCount' | 'openRequestCountCapped'>): string {
  if (capped) return `${count}+ open requests`;
  return count === 1 ? '1 open request' : `${count} open requests`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How long ago a request was made: "5 minutes ago", "yesterday". */
export function timeSince(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return unit === 'second' ? 'just now' : relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

export const vehicleText = ({ year, make, model, subModel }: ShopInboxRequest['vehicle']) =>
  [year, make, model, subModel].filter(Boolean).join(' ');

export const milesText = (miles: number) => `${miles.toLocaleString('en-US', { maximumFractionDigits: 1 })} miles away`;

/** The location's live offer by hand on a request, if any (a withdrawn one is history). */
export const liveHandOffer = (request: Pick<ShopInboxRequest, 'offers'>) =>
  request.offers.find((offer) => offer.source === 'shop' && offer.status !== 'withdrawn');

/** Its instant offer (autoquote), if any. */
export const liveAutoquote = (request: Pick<ShopInboxRequest, 'offers'>) =>
  request.offers.find((offer) => offer.source === 'autoquote' && offer.status !== 'withdrawn');
