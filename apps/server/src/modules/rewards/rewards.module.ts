import {
  CreditTransactionListDocument,
  CreditTransactionsQuery,
  InviteDocument,
  InviteParams,
  JsonApiErrorDocument,
} from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { jsonApiList, jsonApiResource } from '../../lib/jsonapi.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getInvite } from './get-invite.ts';
import { listCreditTransactions } from './list-credit-transactions.ts';

/** Rewards calls of the main API (mounted under /api/v3). */
export const rewardsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/users/credit_transactions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['rewards'],
        querystring: CreditTransactionsQuery,
        response: { 200: CreditTransactionListDocument, 401: JsonApiErrorDocument },
      },
    },
    async (request) => {
      const { items, count } = await listCreditTransactions(deps, { userId: currentUser(request).id, ...request.query });
      return jsonApiList('credit_transactions', items, count);
    },
  );

  app.get(
    '/invites/:promoSlug',
    { schema: { tags: ['rewards'], params: InviteParams, response: { 200: InviteDocument, 404: JsonApiErrorDocument } } },
    async (request) => {
      const invite = await getInvite(deps, request.params);
      return jsonApiResource('invites', { id: invite.promoSlug, ...invite });
    },
  );
};
