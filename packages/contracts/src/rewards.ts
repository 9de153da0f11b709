import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { text } from './common/fields.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Rewards (docs/product/rewards.md): the ledger in cents, invites and promo codes. Earning and
 * redeeming beyond promo codes and invites is in the bookings (a completed job earns).
 */
export const CreditTransactionKind = z.enum(['earned', 'used', 'expired']);
export type CreditTransactionKind = z.infer<typeof CreditTransactionKind>;

/** One ledger row: `amountCents` is signed (credits positive), `amount` the same in dollars. */
export const CreditTransaction = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  amount: z.number(),
  kind: CreditTransactionKind,
  reason: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof CreditTransaction>;

/** GET /users/credit_transactions?page=&per_page=&all= (newest first). */
export const CreditTransactionsQuery = PageQuery;
export type CreditTransactionsQuery = z.input<typeof CreditTransactionsQuery>;
export const CreditTransactionListDocument = jsonApiListDocument(
  'credit_transactions',
  snakeKeys(CreditTransaction.omit({ id: true })),
);

/** GET /invites/{promoSlug}: who invites, and what each side earns (cents and dollars). 404 when unknown. */
export const Invite = z.object({
  promoSlug: z.string(),
  inviterFirstName: z.string(),
  rewardCents: z.number().int().positive(),
  reward: z.number(),
});
export type Invite = z.infer<typeof Invite>;
/** The resource id is the promo slug. */
export const InviteDocument = jsonApiDocument('invites', snakeKeys(Invite));
/** Any slug: one that names no inviter, however long, is the invite's own 404 (never a routing error). */
export const InviteParams = z.object({ promoSlug: text().trim().min(1) });

export const rewardsRoutes = defineRoutes('rewards', {
  listCreditTransactions: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/credit_transactions',
    summary: "List the signed-in user's rewards ledger, newest first, a page at a time",
    auth: 'user',
    query: CreditTransactionsQuery,
    reply: CreditTransactionListDocument,
  },
  getInvite: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/invites/:promoSlug',
    summary: 'Read an invite: who invites, and what each side earns',
    params: InviteParams,
    reply: InviteDocument,
    errors: ['not_found'],
  },
});
