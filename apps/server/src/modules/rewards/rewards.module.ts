import { rewardsRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { getInvite } from './get-invite.ts';
import { listCreditTransactions } from './list-credit-transactions.ts';

/** Rewards calls of the main API (contracts `rewardsRoutes`): the ledger and invites. */
export const rewardsModule = defineModule(
  'rewards',
  async (app, { database }) => {
    const deps = { db: database.db };

    mount(app, routes.listCreditTransactions, async (request) => {
      const { items, count } = await listCreditTransactions(deps, { userId: currentUser(request).id, ...request.query });
      return jsonApiList('credit_transactions', items, count);
    });

    mount(app, routes.getInvite, async (request) => {
      const invite = await getInvite(deps, request.params);
      return jsonApiResource('invites', { id: invite.promoSlug, ...invite });
    });
  },
  ['auth'],
);
