import { randomBytes } from 'node:crypto';
import type { TestPartnerRequest, TestPartnerResponse } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import { partners, programPlans, programs, subscriptionOptions } from '../../db/schema/index.ts';

/**
 * A partner of a test's own, shaped like the ride-share drivers' (docs/product/membership.md, ADR 060): one program,
 * one plan with a single free 12-month option, and the join banner config asked for (unset fields take the brand's
 * defaults, as for any partner). Slug and program name are unique, so tests never share one.
 */
export async function createTestPartner(deps: { db: Db }, input: TestPartnerRequest): Promise<TestPartnerResponse> {
  const slug = `test-partner-${randomBytes(4).toString('hex')}`;
  const planName = 'driver';
  return deps.db.transaction(async (tx) => {
    const [partner] = await tx
      .insert(partners)
      .values({ slug, name: `Test Partner ${slug.slice(-8)}`, ...input.bannerConfig })
      .returning({ id: partners.id });
    const [program] = await tx.insert(programs).values({ name: slug, title: 'Pitstop Plus', partnerId: partner!.id }).returning({ id: programs.id });
    const [plan] = await tx
      .insert(programPlans)
      .values({ programId: program!.id, name: planName, hiddenFreePlan: true })
      .returning({ id: programPlans.id });
    await tx.insert(subscriptionOptions).values({
      programPlanId: plan!.id,
      label: '12 Months',
      name: `${slug}-12-months`,
      description: 'Free for the partner’s drivers.',
      amountCents: 0,
      frequency: 'Yearly',
    });
    return { partnerId: partner!.id, programName: slug, planName };
  });
}
