import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the appointments use-cases need of the payments module (`app.payments`, modules/payments). */
export interface PaymentsPort {
  findUsableCard(userId: string, cardId: string): Promise<{ id: string; brand: string; last4: string }>;
  authorise(input: {
    userId: string;
    cardId: string;
    amountCents: number;
    idempotencyKey: string;
    purpose: string;
    reference: string;
  }): Promise<{ authorisationId: string; expiresAt: Date }>;
  attach(tx: Tx, authorisationId: string, reference: string): Promise<void>;
  capture(authorisationId: string, amountCents: number, idempotencyKey: string): Promise<{ capturedCents: number }>;
  release(authorisationId: string, idempotencyKey: string): Promise<void>;
  addCardInUseCheck(check: (cardId: string) => Promise<boolean>): void;
}

/** Built once by the module. */
export interface AppointmentsDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsPort;
  outbox: Outbox;
  config: Config;
  log: FastifyBaseLogger;
}
