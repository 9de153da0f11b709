import { type BetaContact, locationMessages } from '@pitstop/contracts';
import { getZip } from '../../data/zips.ts';
import { eq } from 'drizzle-orm';
import { betaContacts, programPlans } from '../../db/schema/index.ts';
import { coverageRequestedEmail } from './coverage-emails.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { LocationsDeps } from './locations-deps.ts';

export interface BetaContactInput {
  zipcode: string;
  email: string;
  firstName: string;
  lastName: string;
  product: 'OTM' | 'Plus';
  programPlanId?: string | null;
}

/**
 * "Notify me when nearby shops join" (docs/product/locations.md "Out of reach"). Once per email and zip: a second request
 * answers 422 'Email has already been taken', which the client shows as "You've already requested …". The
 * person is emailed a confirmation now (same transaction) and the news once a shop opens within reach
 * (`notifyCoverage`, a recurring job).
 */
export async function createBetaContact(
  deps: Pick<LocationsDeps, 'db' | 'outbox' | 'messageBudget' | 'config'>,
  input: BetaContactInput,
): Promise<BetaContact & { id: string }> {
  if (!getZip(input.zipcode)) {
    throw new AppError('zipcode_invalid', locationMessages.zipUnknown, { pointer: '/zipcode' });
  }
  // A Plus request names the plan it wants (the contract requires one): it must be a plan that exists.
  if (input.programPlanId) {
    const [plan] = await deps.db.select({ id: programPlans.id }).from(programPlans).where(eq(programPlans.id, input.programPlanId));
    if (!plan) throw new AppError('validation_failed', locationMessages.planUnknown, { pointer: '/program_plan_id' });
  }
  try {
    const { saved, messageId } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(betaContacts)
        .values({ ...input, programPlanId: input.programPlanId ?? null })
        .returning();
      const contact = row as NonNullable<typeof row>;
      // Anyone may type any address here, once a zip: the address's budget bounds what it gets (ADR 047).
      if (!(await deps.messageBudget.allows({ to: contact.email, channel: 'email' }))) return { saved: contact, messageId: null };
      const email = coverageRequestedEmail(deps.config, { firstName: contact.firstName, zipcode: contact.zipcode });
      return { saved: contact, messageId: await deps.outbox.queueEmail(tx, contact.email, email) };
    });
    if (messageId) await deps.outbox.deliver([messageId]);
    return {
      id: saved.id,
      zipcode: saved.zipcode,
      email: saved.email,
      firstName: saved.firstName,
      lastName: saved.lastName,
      product: saved.product,
      programPlanId: saved.programPlanId,
      createdAt: saved.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error, 'beta_contacts_email_zipcode_key')) {
      throw new AppError('email_taken', locationMessages.emailTaken, { pointer: '/email' });
    }
    throw error;
  }
}
