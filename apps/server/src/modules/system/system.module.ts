import { DEFAULT_RUNTIME_CONFIG, HealthResponse, ReadyResponse, RuntimeConfig } from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface SystemDeps {
  config: Config;
  database: Database;
  deploymentHash: string;
}

export function runtimeConfigFor({ config, deploymentHash }: SystemDeps): RuntimeConfig {
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    brandName: config.brandName,
    brandSlug: config.brandSlug,
    publicUrl: config.publicUrl,
    deploymentHash,
    payments: { processor: 'stripe', publishableKey: config.stripe.publishableKey ?? null },
    staffDashboardUrl: config.staffDashboardUrl,
    adminDashboardUrl: config.adminDashboardUrl,
    partnerAdminUrl: config.partnerAdminUrl,
    supportEmail: config.supportEmail,
    features: { stripe: Boolean(config.stripe.secretKey), devOutbox: !config.isProduction },
  };
}

export const systemRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  const runtimeConfig = runtimeConfigFor(deps);

  app.get('/healthz', { schema: { response: { 200: HealthResponse } }, config: { rateLimit: false } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', { schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } }, async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok' as const, checks: { database: 'ok' as const } };
    } catch {
      return reply.status(503).send({ status: 'unavailable', checks: { database: 'failed' } });
    }
  });

  app.get('/config.json', { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return runtimeConfig;
  });
};
