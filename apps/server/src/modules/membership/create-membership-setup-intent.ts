import { membershipMessages, type MembershipSetupIntentInput } from '@pitstop/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ownCardByToken } from './billing.ts';
import type { MembershipDeps } from './membership-deps.ts';

/**
 * POST my-subscriptions/stripe/setup-intent: the payments module's card setup for the caller (its customer, a
 * fresh setup intent: `app.payments.createSetupIntent`). What the body names must be the caller's own: the partner
 * (the header's), the customer, a payment method among their saved cards — else 404.
 */
export async function createMembershipSetupIntent(
  deps: Pick<MembershipDeps, 'db' | 'payments'>,
  input: { userId: string; partnerId: string; body: z.output<typeof MembershipSetupIntentInput> },
) {
  const { body } = input;
  if (body.partnerId !== undefined && body.partnerId !== input.partnerId) throw new AppError('not_found', membershipMessages.partnerMismatch);
  if (body.customerId !== undefined && body.customerId !== (await deps.payments.knownCustomer(input.userId))) {
    throw new AppError('not_found', membershipMessages.customerMismatch);
  }
  for (const token of [body.paymentMethod, body.paymentToken]) {
    if (token !== undefined) await ownCardByToken(deps, input.userId, token);
  }
  return deps.payments.createSetupIntent(input.userId);
}
