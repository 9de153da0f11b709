import { z } from 'zod';

/** `GET /config.json`: runtime configuration the client loads at start (spec 000 §4, §8). */
export const RuntimeConfig = z.object({
  brandName: z.string(),
  brandSlug: z.string(),
  publicUrl: z.string(),
  /** Deployment hash: a client holding another one drops its stored state. */
  deploymentHash: z.string(),
  api: z.object({
    main: z.string(),
    turbo: z.string(),
    membership: z.string(),
    assistant: z.string(),
    shop: z.string(),
  }),
  payments: z.object({ processor: z.literal('stripe'), publishableKey: z.string().nullable() }),
  staffDashboardUrl: z.string(),
  adminDashboardUrl: z.string(),
  partnerAdminUrl: z.string(),
  contactPhone: z.object({ number: z.string(), formatted: z.string() }),
  features: z.record(z.string(), z.boolean()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** What the client uses when /config.json cannot be loaded ("falls back to defaults"). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  brandName: 'Pitstop',
  brandSlug: 'pitstop',
  publicUrl: '',
  deploymentHash: 'default',
  api: {
    main: '/api',
    turbo: '/api/turbo/v1',
    membership: '/api/membership/v1',
    assistant: '/api/assistant',
    shop: '/api/shop/v1',
  },
  payments: { processor: 'stripe', publishableKey: null },
  staffDashboardUrl: '/staff',
  adminDashboardUrl: '/admin',
  partnerAdminUrl: '/partner-admin',
  contactPhone: { number: '+18005550100', formatted: '(800) 555-0100' },
  features: {},
};
