import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

export const STRIPE_NOT_WIRED = 'STRIPE_SECRET_KEY is set but the Stripe adapter is not wired yet';

/**
 * The payment gateway this server talks to (ARCHITECTURE §7, ADR 030): Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the local sandbox that plays Stripe's test mode on our own database.
 */
export async function createPaymentGateway(config: Config, db: Db, clock: Clock): Promise<PaymentGateway> {
  if (config.stripe.secretKey) {
    // The Stripe adapter (stripe-gateway.ts) is written on its own branch; merging it replaces this line.
    throw new Error(STRIPE_NOT_WIRED);
  }
  return new SandboxGateway(db, clock);
}
