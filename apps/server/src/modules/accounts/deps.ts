import type { Outbox } from '../../adapters/email/index.ts';
import type { OAuthVerifier } from '../../adapters/oauth/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { AfterReply } from './after-reply.ts';
import type { AccountLimits } from './rate-limits.ts';

/** What every accounts use-case may use; built once by the accounts module (accounts.module.ts). */
export interface AccountsDeps {
  db: Db;
  config: Config;
  /** The marketplace's time (lib/clock.ts, ADR 053): codes' and links' expiry, sessions, the new-member window. */
  clock: Clock;
  outbox: Outbox;
  /** null when Facebook sign-in is not configured (and not a development server). */
  oauth: OAuthVerifier | null;
  /** The mail budget per target address and per account, spent before a message is queued (rate-limits.ts). */
  limits: AccountLimits;
  /** Work done after the answer (forgot password's lookup and email). */
  afterReply: AfterReply;
  /** Where a write records what it changed, in its transaction (ADR 051): a session ended (ADR 052). */
  events: Pick<DomainEvents, 'emit'>;
}
