import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';
import { setupIntentId } from './confirm-sandbox-setup';

/** The person's answer to the sandbox gateway's authentication step. */
export const authenticateSandboxSetup = (clientSecret: string, approve: boolean) =>
  api.call(paymentsEndpoints.authenticateSandboxSetup, { params: { id: setupIntentId(clientSecret) }, body: { clientSecret, approve } });
