import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { Coverage } from '../locations/index.ts';
import type { MessageBudget } from '../outbox/index.ts';
import type { Payments } from '../payments/index.ts';

/** What the membership use-cases use of the payments service (`app.payments`, ADR 058). */
export type MembershipPayments = Pick<Payments, 'gateway' | 'charge' | 'billing' | 'createSetupIntent' | 'knownCustomer'>;

/** What the membership use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface MembershipDeps {
  db: Db;
  clock: Clock;
  coverage: Coverage;
  /** The brand's defaults for a partner that is not white-labelled (config). */
  brand: { name: string; slug: string; supportPhone: string | null; publicUrl: string };
  payments: MembershipPayments;
  /** Where a write records what it changed, in its transaction (ADR 051). */
  events: Pick<DomainEvents, 'emit'>;
  outbox: Outbox;
  messageBudget: MessageBudget;
  log: FastifyBaseLogger;
}
