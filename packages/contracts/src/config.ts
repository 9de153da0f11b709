import { z } from 'zod';

/** `GET /config.json`: runtime configuration the client loads at start. */
export const RuntimeConfig = z.object({
  brandName: z.string(),
  brandSlug: z.string(),
  publicUrl: z.string(),
  /** Deployment hash: a client holding another one drops its stored state. */
  deploymentHash: z.string(),
  /** The brand's own partner: the X-Partner-Id of every membership call outside a partner's pages (ADR 057). */
  brandPartnerId: z.string().nullable(),
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
  /**
   * Facebook Login's app id when the server can check Facebook sign-ins (FACEBOOK_APP_ID set and a verifier
   * for it); null otherwise: the client then offers no Facebook sign-in and points nobody to it.
   */
  facebookAppId: z.string().nullable(),
  /** The Help page's phone number (SUPPORT_PHONE): `number` to dial, `formatted` as configured; null: none shown. */
  contactPhone: z.object({ number: z.string(), formatted: z.string() }).nullable(),
  /** Where the Help page's email link writes to. */
  supportEmail: z.string(),
  features: z.record(z.string(), z.boolean()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** The defaults live in a zod-free module so the web app's first page can import them without zod. */
export { DEFAULT_RUNTIME_CONFIG } from './config-defaults.ts';
