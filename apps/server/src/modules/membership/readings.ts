import { formatCents, type Program, type SubscriptionOption } from '@pitstop/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programPlans, type programs, type subscriptionOptions } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** How the module's rows read on the wire: one place for each shape. */
export function optionReading(row: typeof subscriptionOptions.$inferSelect): SubscriptionOption {
  return {
    id: row.id,
    programPlanId: row.programPlanId,
    label: row.label,
    name: row.name,
    description: row.description,
    hasRoadside: row.hasRoadside,
    amount: row.amountCents,
    frequency: row.frequency,
    formattedPrice: formatCents(row.amountCents),
  };
}

/** Programs with their plans (by name), in the order given. */
export async function programsWithPlans(db: Db, rows: (typeof programs.$inferSelect)[]): Promise<Program[]> {
  if (rows.length === 0) return [];
  const plans = await db
    .select()
    .from(programPlans)
    .where(anyOf(programPlans.programId, rows.map((row) => row.id)))
    .orderBy(asc(programPlans.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    partnerId: row.partnerId,
    customDomain: row.customDomain,
    programPlans: plans
      .filter((plan) => plan.programId === row.id)
      .map(({ id, name, hiddenFreePlan, hasRoadside }) => ({ id, name, hiddenFreePlan, hasRoadside })),
  }));
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
/** A day as people read it in messages: "Monday, December 1" (UTC, the membership's calendar). */
export const dayLabel = (instant: Date) => DAY_LABEL.format(instant);
