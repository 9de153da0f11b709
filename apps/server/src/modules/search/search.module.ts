import { searchRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import { globalSearch } from './global-search.ts';
import type { SearchDeps } from './search-deps.ts';

/**
 * Global search (docs/product/search.md, ADR 066; contracts `searchRoutes`): the signed-in user's own requests,
 * vehicles, shops and conversations, read from their tables (ADR 063 names the messages'). Not kept per user (ADR
 * 067): each query is new, and the navbar asks only as the person types.
 */
export const searchModule = defineModule(
  'search', // = folder = ROUTE_TABLES key = tag
  async (app, { config, database }) => {
    const deps: SearchDeps = { db: database.db, config };

    mount(app, routes.globalSearch, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const query = request.query.q;
      const results = await globalSearch(deps, { userId: currentUser(request).id, query });
      return jsonApiList('search_results', results, results.length, { query });
    });
  },
  ['auth'],
);
