import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** POST /v3/admin/users/:userId/confirmation_code: a new confirmation code to the account's email (ADR 078). */
export async function resendAdminUserConfirmation(userId: string) {
  return (await api.call(accountsEndpoints.resendAdminUserConfirmation, { params: { userId } })).meta;
}
