import type { EmailVerificationRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/**
 * PUT /v3/users/email_verification (spec 000 §7; docs/product/accounts.md "Partial accounts"): a new email becomes a
 * partial account, signed in (the reply carries the session: `data` is the user); an email that already has an
 * account is only described (`data` is null, `meta` is its user type).
 */
export const startPartialAccount = (body: EmailVerificationRequest) =>
  api.call(accountsEndpoints.startPartialAccount, { body, skipAuthRefresh: true });
