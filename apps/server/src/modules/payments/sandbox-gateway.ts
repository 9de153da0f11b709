import { createHash, randomBytes } from 'node:crypto';
import type { CardBrand } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type SandboxCardBehaviour,
  type SandboxHoldStatus,
  sandboxGatewayCustomers,
  sandboxGatewayIdempotencyKeys,
  sandboxGatewayPaymentIntents,
  sandboxGatewayPaymentMethods,
  sandboxGatewaySetupIntents,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type GatewayCard, type GatewayCardDetails, type GatewayErrorCode, GatewayError, type OffSessionPayment, type PaymentGateway } from './gateway.ts';

/** Stripe's words for each refusal (its `decline_code` messages in test mode). */
export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired: 'This card requires authentication before it can be used.',
  setupIncomplete: "This card's setup has not succeeded.",
  idempotencyMismatch: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  amountTooSmall: 'Amount must be at least $0.50 usd',
  amountTooLarge: 'Amount must be no more than $999,999.99',
  captureTooLarge: 'The amount to capture must be less than or equal to the amount authorised.',
  notCapturable: (status: string) =>
    `This PaymentIntent could not be captured because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
  notCancelable: (status: string) =>
    `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_capture.`,
  noSuch: (kind: string, id: string) => `No such ${kind}: '${id}'`,
  setupNotAwaitingAction: 'This SetupIntent is not waiting for authentication.',
  notRefundable: (status: string) => `This PaymentIntent has a status of ${status}: only a succeeded one can be refunded.`,
  refundTooLarge: (cents: number) => `Refund amount ($${(cents / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
} as const;

/** Stripe's test mode: a hold on a card lives 7 days, then the gateway cancels it. */
export const SANDBOX_HOLD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe's bounds for a USD charge, in cents. */
const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;

/**
 * What a setup with this number does, from Stripe's published test numbers. `refuse` makes the setup fail with
 * that code and message; otherwise the card saves with the behaviour its holds will have.
 */
type Classification =
  | { refuse: { code: GatewayErrorCode; message: string } }
  | { behaviour: SandboxCardBehaviour };

const TEST_NUMBERS: Record<string, Classification> = {
  '4000000000000002': { refuse: { code: 'card_declined', message: SANDBOX_MESSAGES.declined } },
  '4000000000009995': { behaviour: 'insufficient_funds' },
  '4000000000000341': { behaviour: 'declines_holds' },
  '4000000000000069': { refuse: { code: 'expired_card', message: SANDBOX_MESSAGES.expired } },
  '4000002500003155': { behaviour: 'authenticates' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges, as Stripe.js guesses them). */
export function brandOf(digits: string): CardBrand {
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65') || (prefix(3) >= 644 && prefix(3) <= 649)) return 'discover';
  if (prefix(6) >= 622126 && prefix(6) <= 622925) return 'discover';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^3(0[0-5]|6|8|9)/.test(digits)) return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}

/** The last moment a card with this expiry may be used: the end of its month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

type Outcome<T> = { ok: T } | { error: { code: string; message: string } };

interface SetupConfirmation {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  billingDetails: Omit<GatewayCardDetails, 'expMonth' | 'expYear'>;
}

export interface SandboxSetupResult {
  status: 'succeeded' | 'requires_action';
  paymentMethod: string;
}

type SetupAnswer = SandboxSetupResult | { refused: { code: GatewayErrorCode; message: string } };

type HoldRow = typeof sandboxGatewayPaymentIntents.$inferSelect;

/**
 * The local payment gateway (ARCHITECTURE §7, ADR 030): Stripe's test mode played against our own database
 * (tables `sandbox_gateway_*`), so every server node sees the same customers, cards and holds. It keeps a
 * card's brand, last four, expiry, billing details and what its test number does — never the number.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<{ customerId: string }> {
    return this.idempotent(idempotencyKey, 'customers.create', input, async (tx) => {
      const id = newId('cus');
      await tx.insert(sandboxGatewayCustomers).values({
        id,
        email: input.email,
        name: input.name,
        reference: input.userId,
        createdAt: this.clock.now(),
      });
      return { customerId: id };
    });
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
    return this.idempotent(idempotencyKey, 'setup_intents.create', { customerId }, async (tx) => {
      const [customer] = await tx.select({ id: sandboxGatewayCustomers.id }).from(sandboxGatewayCustomers).where(eq(sandboxGatewayCustomers.id, customerId));
      if (!customer) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('customer', customerId));
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await tx.insert(sandboxGatewaySetupIntents).values({
        id,
        customerId,
        clientSecret,
        status: 'requires_payment_method',
        createdAt: this.clock.now(),
      });
      return { id, clientSecret };
    });
  }

  /**
   * What Stripe.js does with the card in the browser: confirm the setup intent. A refused number leaves the
   * intent waiting for another card; 3155 asks for authentication first (`requires_action`).
   */
  async confirmSetup(setupIntentId: string, clientSecret: string, input: SetupConfirmation): Promise<SandboxSetupResult> {
    const result = await this.db.transaction(async (tx): Promise<SetupAnswer> => {
      const intent = await this.lockSetupIntent(tx, setupIntentId, clientSecret);
      // A second click on a setup that went through: the same answer, no second card.
      if (intent.status !== 'requires_payment_method' && intent.paymentMethodId) {
        return { status: intent.status === 'succeeded' ? 'succeeded' : 'requires_action', paymentMethod: intent.paymentMethodId };
      }
      const digits = input.number.replace(/\s+/g, '');
      const classification: Classification = !luhnValid(digits)
        ? { refuse: { code: 'card_declined', message: SANDBOX_MESSAGES.incorrectNumber } }
        : cardExpired(input.expMonth, input.expYear, this.clock.now())
          ? { refuse: { code: 'expired_card', message: SANDBOX_MESSAGES.expired } }
          : (TEST_NUMBERS[digits] ?? { behaviour: 'succeeds' });
      if ('refuse' in classification) {
        await tx
          .update(sandboxGatewaySetupIntents)
          .set({ lastErrorCode: classification.refuse.code, lastErrorMessage: classification.refuse.message })
          .where(eq(sandboxGatewaySetupIntents.id, intent.id));
        return { refused: classification.refuse };
      }
      const needsAction = classification.behaviour === 'authenticates';
      const paymentMethod = newId('pm');
      await tx.insert(sandboxGatewayPaymentMethods).values({
        id: paymentMethod,
        customerId: intent.customerId,
        setupIntentId: intent.id,
        setupStatus: needsAction ? 'requires_action' : 'succeeded',
        brand: brandOf(digits),
        last4: digits.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear,
        behaviour: classification.behaviour,
        billingDetails: { ...input.billingDetails, addressLine2: input.billingDetails.addressLine2 ?? null },
        createdAt: this.clock.now(),
      });
      const status = needsAction ? 'requires_action' : 'succeeded';
      await tx
        .update(sandboxGatewaySetupIntents)
        .set({ status, paymentMethodId: paymentMethod, lastErrorCode: null, lastErrorMessage: null })
        .where(eq(sandboxGatewaySetupIntents.id, intent.id));
      return { status, paymentMethod };
    });
    // Refusals are committed (the intent's last error) and then thrown, as Stripe answers them.
    if ('refused' in result) throw new GatewayError(result.refused.code, result.refused.message);
    return result;
  }

  /** The person's answer to the card's authentication step (3155): approved, the setup succeeds. */
  async authenticateSetup(setupIntentId: string, clientSecret: string, approve: boolean): Promise<SandboxSetupResult> {
    const result = await this.db.transaction(async (tx): Promise<SetupAnswer> => {
      const intent = await this.lockSetupIntent(tx, setupIntentId, clientSecret);
      if (intent.status === 'succeeded' && intent.paymentMethodId) return { status: 'succeeded', paymentMethod: intent.paymentMethodId };
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        return { refused: { code: 'processing_error', message: SANDBOX_MESSAGES.setupNotAwaitingAction } };
      }
      if (!approve) {
        await tx.update(sandboxGatewayPaymentMethods).set({ setupStatus: 'failed', customerId: null }).where(eq(sandboxGatewayPaymentMethods.id, intent.paymentMethodId));
        await tx
          .update(sandboxGatewaySetupIntents)
          .set({
            status: 'requires_payment_method',
            paymentMethodId: null,
            lastErrorCode: 'authentication_required',
            lastErrorMessage: SANDBOX_MESSAGES.authenticationFailed,
          })
          .where(eq(sandboxGatewaySetupIntents.id, intent.id));
        return { refused: { code: 'authentication_required', message: SANDBOX_MESSAGES.authenticationFailed } };
      }
      await tx.update(sandboxGatewayPaymentMethods).set({ setupStatus: 'succeeded' }).where(eq(sandboxGatewayPaymentMethods.id, intent.paymentMethodId));
      await tx.update(sandboxGatewaySetupIntents).set({ status: 'succeeded' }).where(eq(sandboxGatewaySetupIntents.id, intent.id));
      return { status: 'succeeded', paymentMethod: intent.paymentMethodId };
    });
    if ('refused' in result) throw new GatewayError(result.refused.code, result.refused.message);
    return result;
  }

  async retrieveCard(customerId: string, paymentMethodId: string): Promise<GatewayCard> {
    const [method] = await this.db.select().from(sandboxGatewayPaymentMethods).where(eq(sandboxGatewayPaymentMethods.id, paymentMethodId));
    if (!method || method.customerId !== customerId) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('PaymentMethod', paymentMethodId));
    if (method.setupStatus !== 'succeeded') throw new GatewayError('card_declined', SANDBOX_MESSAGES.setupIncomplete);
    return toCard(method, customerId);
  }

  async updateCard(paymentMethodId: string, details: GatewayCardDetails, idempotencyKey: string): Promise<GatewayCard> {
    return this.idempotent(idempotencyKey, 'payment_methods.update', { paymentMethodId, details }, async (tx) => {
      const { expMonth, expYear, ...billing } = details;
      const [method] = await tx
        .update(sandboxGatewayPaymentMethods)
        .set({ expMonth, expYear, billingDetails: { ...billing, addressLine2: billing.addressLine2 ?? null } })
        .where(eq(sandboxGatewayPaymentMethods.id, paymentMethodId))
        .returning();
      if (!method?.customerId) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('PaymentMethod', paymentMethodId));
      return toCard(method, method.customerId);
    });
  }

  async detachCard(paymentMethodId: string, idempotencyKey: string): Promise<void> {
    await this.idempotent(idempotencyKey, 'payment_methods.detach', { paymentMethodId }, async (tx) => {
      const [method] = await tx
        .update(sandboxGatewayPaymentMethods)
        .set({ customerId: null })
        .where(eq(sandboxGatewayPaymentMethods.id, paymentMethodId))
        .returning({ id: sandboxGatewayPaymentMethods.id });
      if (!method) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('PaymentMethod', paymentMethodId));
      return null;
    });
  }

  async authorise(input: OffSessionPayment): Promise<{ authorisationId: string; expiresAt: Date }> {
    const { idempotencyKey, ...parameters } = input;
    const result = await this.idempotent(idempotencyKey, 'payment_intents.create', parameters, async (tx) => {
      const expiresAt = new Date(this.clock.now().getTime() + SANDBOX_HOLD_DAYS * DAY_MS);
      const id = await this.payIntent(tx, input, { status: 'requires_capture', capturedCents: 0, expiresAt });
      return { authorisationId: id, expiresAt: expiresAt.toISOString() };
    });
    return { authorisationId: result.authorisationId, expiresAt: new Date(result.expiresAt) };
  }

  async charge(input: OffSessionPayment): Promise<{ chargeId: string }> {
    const { idempotencyKey, ...parameters } = input;
    return this.idempotent(idempotencyKey, 'payment_intents.create:automatic', parameters, async (tx) => ({
      chargeId: await this.payIntent(tx, input, { status: 'succeeded', capturedCents: input.amountCents, expiresAt: this.clock.now() }),
    }));
  }

  /** A payment intent on a set-up card, after Stripe's checks: held (requires_capture) or taken (succeeded). */
  private async payIntent(tx: Tx, input: OffSessionPayment, outcome: { status: SandboxHoldStatus; capturedCents: number; expiresAt: Date }): Promise<string> {
    await this.checkPayable(tx, input);
    const now = this.clock.now();
    const id = newId('pi');
    await tx.insert(sandboxGatewayPaymentIntents).values({
      id,
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      ...outcome,
      description: input.description,
      metadata: input.metadata,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  /** What Stripe checks before it holds or charges a card: the amount, the card's owner, setup and expiry, and what its test number does. */
  private async checkPayable(tx: Tx, input: { customerId: string; paymentMethodId: string; amountCents: number }): Promise<void> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < MIN_AMOUNT_CENTS) throw new GatewayError('processing_error', SANDBOX_MESSAGES.amountTooSmall);
    if (input.amountCents > MAX_AMOUNT_CENTS) throw new GatewayError('amount_too_large', SANDBOX_MESSAGES.amountTooLarge);
    const [method] = await tx.select().from(sandboxGatewayPaymentMethods).where(eq(sandboxGatewayPaymentMethods.id, input.paymentMethodId));
    if (!method || method.customerId !== input.customerId) {
      throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('PaymentMethod', input.paymentMethodId));
    }
    if (method.setupStatus !== 'succeeded') throw new GatewayError('authentication_required', SANDBOX_MESSAGES.authenticationRequired);
    if (cardExpired(method.expMonth, method.expYear, this.clock.now())) throw new GatewayError('expired_card', SANDBOX_MESSAGES.expired);
    if (method.behaviour === 'insufficient_funds') throw new GatewayError('insufficient_funds', SANDBOX_MESSAGES.insufficientFunds);
    if (method.behaviour === 'declines_holds') throw new GatewayError('card_declined', SANDBOX_MESSAGES.declined);
  }

  async capture(input: { authorisationId: string; amountCents: number; idempotencyKey: string }): Promise<{ capturedCents: number }> {
    const { idempotencyKey, ...parameters } = input;
    return this.idempotent(idempotencyKey, 'payment_intents.capture', parameters, async (tx) => {
      const hold = await this.lockHold(tx, input.authorisationId);
      if (hold.status !== 'requires_capture') throw new GatewayError('processing_error', SANDBOX_MESSAGES.notCapturable(hold.status));
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > hold.amountCents) {
        throw new GatewayError('amount_too_large', SANDBOX_MESSAGES.captureTooLarge);
      }
      await tx
        .update(sandboxGatewayPaymentIntents)
        .set({ status: 'succeeded', capturedCents: input.amountCents, updatedAt: this.clock.now() })
        .where(eq(sandboxGatewayPaymentIntents.id, hold.id));
      return { capturedCents: input.amountCents };
    });
  }

  async release(input: { authorisationId: string; idempotencyKey: string }): Promise<void> {
    const { idempotencyKey, ...parameters } = input;
    await this.idempotent(idempotencyKey, 'payment_intents.cancel', parameters, async (tx) => {
      const hold = await this.lockHold(tx, input.authorisationId);
      if (hold.status === 'canceled') return null;
      if (hold.status !== 'requires_capture') throw new GatewayError('processing_error', SANDBOX_MESSAGES.notCancelable(hold.status));
      await tx
        .update(sandboxGatewayPaymentIntents)
        .set({ status: 'canceled', cancellationReason: 'requested', updatedAt: this.clock.now() })
        .where(eq(sandboxGatewayPaymentIntents.id, hold.id));
      return null;
    });
  }

  async refund(input: { authorisationId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    const { idempotencyKey, ...parameters } = input;
    return this.idempotent(idempotencyKey, 'refunds.create', parameters, async (tx) => {
      const hold = await this.lockHold(tx, input.authorisationId);
      if (hold.status !== 'succeeded') throw new GatewayError('processing_error', SANDBOX_MESSAGES.notRefundable(hold.status));
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || hold.refundedCents + input.amountCents > hold.capturedCents) {
        throw new GatewayError('amount_too_large', SANDBOX_MESSAGES.refundTooLarge(input.amountCents));
      }
      await tx
        .update(sandboxGatewayPaymentIntents)
        .set({ refundedCents: hold.refundedCents + input.amountCents, updatedAt: this.clock.now() })
        .where(eq(sandboxGatewayPaymentIntents.id, hold.id));
      return { refundId: newId('re') };
    });
  }

  /** A hold as the gateway sees it now (tests; an expired one reads canceled, as Stripe cancels it). */
  async readHold(authorisationId: string): Promise<HoldRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxGatewayPaymentIntents).where(eq(sandboxGatewayPaymentIntents.id, authorisationId));
      return row ? this.expireIfDue(tx, row) : undefined;
    });
  }

  private async lockSetupIntent(tx: Tx, id: string, clientSecret: string) {
    const [intent] = await tx.select().from(sandboxGatewaySetupIntents).where(eq(sandboxGatewaySetupIntents.id, id)).for('update');
    // The client secret is the capability: a wrong one is as good as no intent at all.
    if (!intent || intent.clientSecret !== clientSecret) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('setupintent', id));
    return intent;
  }

  private async lockHold(tx: Tx, id: string): Promise<HoldRow> {
    const [row] = await tx.select().from(sandboxGatewayPaymentIntents).where(eq(sandboxGatewayPaymentIntents.id, id)).for('update');
    if (!row) throw new GatewayError('not_found', SANDBOX_MESSAGES.noSuch('payment_intent', id));
    return this.expireIfDue(tx, row);
  }

  /** Stripe cancels an uncaptured hold when it lapses; here that happens when the hold is next looked at. */
  private async expireIfDue(tx: Tx, row: HoldRow): Promise<HoldRow> {
    if (row.status !== 'requires_capture' || this.clock.now() < row.expiresAt) return row;
    const [expired] = await tx
      .update(sandboxGatewayPaymentIntents)
      .set({ status: 'canceled', cancellationReason: 'expired', updatedAt: this.clock.now() })
      .where(and(eq(sandboxGatewayPaymentIntents.id, row.id), eq(sandboxGatewayPaymentIntents.status, 'requires_capture')))
      .returning();
    return expired ?? row;
  }

  /**
   * Stripe's idempotency: the first call with a key runs and its outcome (a result or a refusal) is kept with
   * the key, in the same transaction as its effects; every later call with the key gets that outcome and changes
   * nothing. A concurrent second call waits on the key's row and then reads the first one's outcome.
   */
  private async idempotent<T>(key: string, operation: string, parameters: unknown, run: (tx: Tx) => Promise<T>): Promise<T> {
    const parametersDigest = digest(parameters);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<T>> => {
      const [claimed] = await tx
        .insert(sandboxGatewayIdempotencyKeys)
        .values({ key, operation, parametersDigest, createdAt: this.clock.now() })
        .onConflictDoNothing()
        .returning({ key: sandboxGatewayIdempotencyKeys.key });
      if (!claimed) {
        const [earlier] = await tx.select().from(sandboxGatewayIdempotencyKeys).where(eq(sandboxGatewayIdempotencyKeys.key, key));
        if (!earlier?.result || earlier.operation !== operation || earlier.parametersDigest !== parametersDigest) {
          return { error: { code: 'processing_error', message: SANDBOX_MESSAGES.idempotencyMismatch } };
        }
        return earlier.result as Outcome<T>;
      }
      let result: Outcome<T>;
      try {
        result = { ok: await run(tx) };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        result = { error: { code: error.code, message: error.message } };
      }
      await tx.update(sandboxGatewayIdempotencyKeys).set({ result }).where(eq(sandboxGatewayIdempotencyKeys.key, key));
      return result;
    });
    if ('error' in outcome) throw new GatewayError(outcome.error.code as GatewayErrorCode, outcome.error.message);
    return outcome.ok;
  }
}

function toCard(method: typeof sandboxGatewayPaymentMethods.$inferSelect, customerId: string): GatewayCard {
  return {
    paymentMethodId: method.id,
    customerId,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    ...method.billingDetails,
  };
}
