import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/**
 * What the server says once at start when payments go to the sandbox gateway (no STRIPE_SECRET_KEY), as it does
 * for mail kept in the outbox: no real card is charged, whatever the pages say they hold or charge (they show a
 * "Test mode" notice too). Null with Stripe.
 */
export function sandboxPaymentsNotice(config: Config): string | null {
  if (config.stripe.secretKey) return null;
  return 'Payments are in test mode (no STRIPE_SECRET_KEY): cards go to the local sandbox gateway, which takes Stripe test card numbers and charges no real card. Pages that add or charge a card say "Test mode".';
}

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
