import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutbox, emailTransportFor, type Outbox } from '../../adapters/email/index.ts';
import { oauthVerifierFor } from '../../adapters/oauth/index.ts';
import { smsTransportFor } from '../../adapters/sms/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { devRoutes, testSupportRoutes } from '../dev/index.ts';
import { rewardsRoutes } from '../rewards/index.ts';
import { accountsRoutes } from './accounts.routes.ts';
import type { AccountsDeps } from './deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS through the transactional outbox (adapters/email/outbox.ts). */
    outbox: Outbox;
  }
}

export interface AccountsPluginOptions {
  config: Config;
  database: Database;
  countUnreadMessages?: AccountsDeps['countUnreadMessages'];
}

/**
 * Accounts, sessions, roles and rewards in one registration: the auth decorators (`requireUser`,
 * `requireAdmin`) and `app.outbox` for every later module, the /api/v3 routes, and — on development and test
 * servers only — /dev/outbox and /api/test. Register it before the modules that guard routes.
 */
export const accountsPlugin = fp(
  async (app: FastifyInstance, { config, database, countUnreadMessages }: AccountsPluginOptions) => {
    const db = database.db;
    await app.register(authPlugin, { config, db });

    const email = emailTransportFor(config);
    const outbox = createOutbox({ db, email, sms: smsTransportFor(config), log: app.log });
    app.decorate('outbox', outbox);
    if (email?.close) app.addHook('onClose', () => email.close?.());

    const deps: AccountsDeps = {
      db,
      config,
      outbox,
      oauth: oauthVerifierFor(config),
      // Messages (spec 001) are not built yet: nothing is unread until they are.
      countUnreadMessages: countUnreadMessages ?? (async () => 0),
    };
    // The refresh-token cookie is the only cookie we read or set, and only these routes touch it: the cookie
    // plugin's two hooks run on their requests, not on every request of the site.
    await app.register(async (withCookies) => {
      await withCookies.register(cookie);
      await withCookies.register(accountsRoutes, { ...deps, prefix: '/api/v3' });
      await withCookies.register(rewardsRoutes, { db, prefix: '/api/v3' });
      if (config.testSupport) {
        await withCookies.register(devRoutes, { db, config });
        await withCookies.register(testSupportRoutes, { db, config, prefix: '/api/test' });
      }
    });
  },
  { name: 'accounts' },
);
