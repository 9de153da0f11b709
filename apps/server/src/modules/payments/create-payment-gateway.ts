import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';


/**
 * The payment gateway this server talks to (ARCHITECTURE §7, ADR 030): Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the local sandbox that plays Stripe's test mode on our own database.
 */
export async function createPaymentGateway(config: Config, db: Db, clock: Clock): Promise<PaymentGateway> {
  const { secretKey, publishableKey, webhookSecret, apiBase } = config.stripe;
  if (secretKey) {
    // The configuration refuses a secret key without its publishable key (config.ts).
    return createStripeGateway({ secretKey, publishableKey: publishableKey ?? '', webhookSecret, apiBase });
  }
  return new SandboxGateway(db, clock);
}
