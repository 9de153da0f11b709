import { membershipMessages, ROADSIDE_EVENTS_PER_YEAR, type RoadsideActivateInput, type RoadsideActivation } from '@pitstop/contracts';
import { and, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { ownedVehicles, partners, programPlans, programs, roadsideEvents, subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { contactPhoneOf } from '../../lib/phone.ts';
import { lockSubscription } from './billing.ts';
import { hasRoadside } from './list-my-subscriptions.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { dayLabel } from './readings.ts';
import { membershipYear, roadsideAvailableFrom } from './roadside-year.ts';
import { isCurrent } from './subscription-status.ts';

/**
 * POST my-subscriptions/roadside/activate: ask for roadside help on the caller's current subscription with
 * roadside (the one named, or the newest). From 3 days after signing, 3 events a membership year (spec §9): the
 * count and the insert run under the subscription row's lock, so two requests at once never make a fourth. The
 * reply says who to call: the partner's member services when it is white-labelled, else the brand's.
 */
export async function activateRoadside(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'brand'>,
  input: { userId: string; body: z.output<typeof RoadsideActivateInput> },
): Promise<z.infer<typeof RoadsideActivation>> {
  const { body } = input;
  const rows = await deps.db
    .select({ subscription: subscriptions, option: subscriptionOptions, plan: programPlans, partner: partners })
    .from(subscriptions)
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.subscriptionOptionId))
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .innerJoin(partners, eq(partners.id, programs.partnerId))
    .where(and(eq(subscriptions.userId, input.userId), ne(subscriptions.status, 'expired'), body.subscriptionId ? eq(subscriptions.id, body.subscriptionId) : undefined))
    .orderBy(desc(subscriptions.createdAt));
  const chosen = rows.find((row) => isCurrent(row.subscription) && row.subscription.status !== 'pending' && hasRoadside(row));
  if (!chosen) throw new AppError('not_found', membershipMessages.roadsideNotIncluded);
  if (body.vehicleId !== undefined) {
    const [vehicle] = await deps.db
      .select({ id: ownedVehicles.id })
      .from(ownedVehicles)
      .where(and(eq(ownedVehicles.id, body.vehicleId), eq(ownedVehicles.userId, input.userId)));
    if (!vehicle) throw new AppError('not_found', membershipMessages.vehicleNotFound, { pointer: '/vehicleId' });
  }
  const event = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, chosen.subscription.id);
    const now = deps.clock.now();
    const availableFrom = roadsideAvailableFrom(locked.createdAt);
    if (now < availableFrom) throw new AppError('conflict', membershipMessages.roadsideNotYet(dayLabel(availableFrom)));
    const year = membershipYear(locked.createdAt, now);
    const [used] = await tx
      .select({ n: count() })
      .from(roadsideEvents)
      .where(and(eq(roadsideEvents.subscriptionId, locked.id), gte(roadsideEvents.createdAt, year.start), lt(roadsideEvents.createdAt, year.end)));
    const eventsUsed = used?.n ?? 0;
    if (eventsUsed >= ROADSIDE_EVENTS_PER_YEAR) throw new AppError('conflict', membershipMessages.roadsideUsedUp(dayLabel(year.end)));
    const [row] = await tx
      .insert(roadsideEvents)
      .values({ subscriptionId: locked.id, kind: body.kind, location: body.location, vehicleId: body.vehicleId ?? null, createdAt: now })
      .returning();
    return { row: row!, eventsLeft: ROADSIDE_EVENTS_PER_YEAR - eventsUsed - 1 };
  });
  const partner = chosen.partner;
  const phone = contactPhoneOf(partner.whiteLabel ? (partner.memberServicesPhone ?? deps.brand.supportPhone) : deps.brand.supportPhone);
  const who = partner.whiteLabel ? partner.name : deps.brand.name;
  // Recorded here; the help itself is arranged by member services on the phone (no dispatch console exists yet).
  const message = phone
    ? `Your request is recorded. Call ${who} member services at ${phone.formatted} and say where you are: they send the help.`
    : `Your request is recorded, but no member services phone is set up here yet: call your usual roadside service.`;
  return { id: event.row.id, kind: event.row.kind, createdAt: event.row.createdAt.toISOString(), eventsLeft: event.eventsLeft, message };
}
