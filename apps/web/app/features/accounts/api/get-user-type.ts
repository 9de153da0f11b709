import type { UserTypeMeta } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** GET /v3/users/type?email= (spec 000 §7): whether the email has an account, and whether it has a password. */
export async function getUserType(email: string): Promise<UserTypeMeta> {
  const { meta } = await api.call(accountsEndpoints.getUserType, { query: { email }, skipAuthRefresh: true });
  return meta;
}
