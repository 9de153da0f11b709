import type { SandboxSetupConfirm } from '@pitstop/contracts';
import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** A setup intent's id from its client secret (`seti_…_secret_…`, as at Stripe). */
export const setupIntentId = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

/**
 * The local sandbox gateway (no Stripe key configured): the browser hands it the card as Stripe.js would hand
 * Stripe; it answers `succeeded` or `requires_action` (a card that asks for authentication).
 */
export const confirmSandboxSetup = (body: SandboxSetupConfirm) =>
  api.call(paymentsEndpoints.confirmSandboxSetup, { params: { id: setupIntentId(body.clientSecret) }, body });
