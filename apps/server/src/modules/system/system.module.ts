import { DEFAULT_RUNTIME_CONFIG, errorReplyFor, HealthResponse, ReadyResponse, RuntimeConfig } from '@pitstop/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oauthVerifierFor } from '../../adapters/oauth/index.ts';
import type { Config } from '../../config.ts';
import { defineModule } from '../../lib/module.ts';
import { refuseQueryString } from '../../lib/mount.ts';
import { contactPhoneOf } from '../../lib/phone.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Names this build (app.ts): the same on every node running it, new with each. */
    deploymentHash: string;
    /** The brand's own partner (slug = config.brandSlug), written at start: what a plain member sends as X-Partner-Id (ADR 057). */
    brandPartnerId: string;
  }
}

export function runtimeConfigFor(config: Config, deploymentHash: string, brandPartnerId: string | null): RuntimeConfig {
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    brandName: config.brandName,
    brandSlug: config.brandSlug,
    publicUrl: config.publicUrl,
    deploymentHash,
    brandPartnerId,
    // The sandbox gateway (no secret key) needs no browser key: Stripe.js is not used then.
    payments: { processor: 'stripe', publishableKey: config.stripe.secretKey ? (config.stripe.publishableKey ?? null) : null },
    staffDashboardUrl: config.staffDashboardUrl,
    adminDashboardUrl: config.adminDashboardUrl,
    partnerAdminUrl: config.partnerAdminUrl,
    // Offered only when a sign-in through it can be checked: never a button to a dead end.
    facebookAppId: config.facebook.appId && oauthVerifierFor(config) ? config.facebook.appId : null,
    supportEmail: config.supportEmail,
    // Only a number someone answers: none unless SUPPORT_PHONE is set.
    contactPhone: contactPhoneOf(config.supportPhone),
    // The outbox page is for everyone on a local server (ADR 018); elsewhere only admins reach it.
    features: { stripe: Boolean(config.stripe.secretKey), devOutbox: config.localServer },
  };
}

const tags = ['system'];
const security: [] = [];
const noQuery = errorReplyFor(false, ['bad_request']).describe('Codes: bad_request (a query string: the probes take none)');

/** Probes and the runtime configuration, outside the API namespaces (not in a route table: nothing under /api). */
export const systemModule = defineModule('system', async (root, { config, database }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const runtimeConfig = runtimeConfigFor(config, app.deploymentHash, app.brandPartnerId);

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Say the process is alive',
        operationId: 'getHealth',
        tags,
        security,
        response: { 200: HealthResponse, 400: noQuery },
      },
      config: { rateLimit: false },
      onRequest: refuseQueryString,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Say whether the server can serve (its database answers)',
        operationId: 'getReadiness',
        tags,
        security,
        response: { 200: ReadyResponse, 400: noQuery, 503: ReadyResponse },
      },
      onRequest: refuseQueryString,
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch {
        return reply.status(503).send({ status: 'unavailable', checks: { database: 'failed' } });
      }
    },
  );

  app.get(
    '/config.json',
    {
      schema: {
        summary: 'Read the runtime configuration the web client loads at start',
        operationId: 'getRuntimeConfig',
        tags,
        security,
        response: { 200: RuntimeConfig, 429: errorReplyFor(false, ['rate_limited']).describe('Codes: rate_limited') },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return runtimeConfig;
    },
  );
});
