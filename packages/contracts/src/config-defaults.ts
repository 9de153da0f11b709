import type { RuntimeConfig } from './config.ts';

/** What the client uses when /config.json cannot be loaded ("falls back to defaults"). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  brandName: 'Pitstop',
  brandSlug: 'pitstop',
  publicUrl: '',
  deploymentHash: 'default',
  brandPartnerId: null,
  api: {
    main: '/api',
    turbo: '/api/turbo/v1',
    membership: '/api/membership/v1',
    assistant: '/api/assistant',
    shop: '/api/shop/v1',
  },
  payments: { processor: 'stripe', publishableKey: null },
  staffDashboardUrl: '',
  adminDashboardUrl: '',
  partnerAdminUrl: '',
  facebookAppId: null,
  contactPhone: null,
  supportEmail: 'support@pitstop.local',
  features: {},
};
