import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import type { PaymentsInternals } from './payments-service.ts';

/** What the saved-card use-cases are given (modules/payments). */
export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  payments: PaymentsInternals;
  clock: Clock;
}
