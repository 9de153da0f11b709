import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** Starts saving a card: a setup intent the browser confirms with the gateway it names (Stripe or the sandbox). */
export async function createSetupIntent() {
  const { data } = await api.call(paymentsEndpoints.createSetupIntent, {});
  return data;
}
