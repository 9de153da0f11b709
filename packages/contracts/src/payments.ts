import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { GENERIC_FAILURE_TEXT } from './common/errors.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';
import { text } from './common/fields.ts';
import { AuditReason } from './common/reason.ts';

/**
 * Saved cards (docs/product/booking-and-payments.md "Saved cards", ADR 030). Card numbers never reach our server: the browser
 * hands the card to the payment gateway (Stripe Elements, or the local sandbox gateway's own endpoint) and sends
 * us only the gateway's payment-method id (`stripeCustomerToken` on the wire) after a succeeded card setup.
 * Our server keeps brand, last four, expiry and billing address.
 */
export const paymentMessages = {
  cardDeleted: (type: string, last4: string) => `Your ${type} ending in ${last4} has been deleted.`,
  cardUpdated: 'Your card was successfully updated.',
  cardNotFound: 'Card not found.',
  cardInUse: 'This card backs a booking that is not paid yet. Choose another card for that booking before deleting it.',
  cardNotAccepted: 'We accept Visa, MasterCard, American Express, Discover and Diners Club cards.',
  cardSetupFailed: GENERIC_FAILURE_TEXT,
  cardExpired: 'Your card has expired.',
  tokenRequired: 'Add a card first.',
  nameRequired: 'Name on card is required.',
  expiryInvalid: 'Please enter a valid expiry date',
} as const;

/** Billing and service address fields (docs/product/errors-and-validation.md): the placeholder each rule message names. */
export const ADDRESS_PLACEHOLDERS = {
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressCity: 'City',
  addressState: 'State',
  addressZip: 'Zip code',
} as const;
export const addressMessages = {
  required: (placeholder: string) => `${placeholder} is required.`,
  invalid: (placeholder: string) => `Please enter a valid ${placeholder}`,
} as const;

// ─── Brands ────────────────────────────────────────────────────────────────────────────────────────
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export const CardBrand = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrand>;
/** The card brands taken (docs/product/booking-and-payments.md): Visa, MasterCard, American Express, Discover, Diners. Others are refused when saved. */
export const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover', 'diners'];
/** The words for a brand (the saved card's `type`, and 'Your {type} ending in …'). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

// ─── Addresses ─────────────────────────────────────────────────────────────────────────────────────────
const ZIP5 = /^\d{5}$/;
const requiredLine = (placeholder: string) =>
  text({ required: addressMessages.required(placeholder) })
    .trim()
    .min(1, { message: addressMessages.required(placeholder) })
    .max(128);
const optionalLine = text()
  .trim()
  .max(128)
  .nullish()
  .transform((value) => value || null);
const StateCode = text({ required: addressMessages.required(ADDRESS_PLACEHOLDERS.addressState) })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: addressMessages.invalid(ADDRESS_PLACEHOLDERS.addressState) })
  .transform((state) => state.toUpperCase());
/** A billing address's state: not required, so empty is none; else two letters. */
const OptionalStateCode = text()
  .trim()
  .regex(/^([A-Za-z]{2})?$/, { message: addressMessages.invalid(ADDRESS_PLACEHOLDERS.addressState) })
  .transform((state) => state.toUpperCase())
  .nullish()
  .transform((state) => state ?? '');

/**
 * A billing address is valid when line 1 is non-empty, the zip has five
 * digits and the city is non-empty ("Line 2 is optional. Line 1, city and zipcode are required."): the state is
 * asked but optional (ADR 039). Country defaults to US.
 */
export const CardDetailsInput = z.object({
  name: text({ required: paymentMessages.nameRequired }).trim().min(1, { message: paymentMessages.nameRequired }).max(128),
  // JSON integers: a body never coerces a string (ADR 049).
  expMonth: z.number({ error: paymentMessages.expiryInvalid }).int().min(1).max(12),
  expYear: z.number({ error: paymentMessages.expiryInvalid }).int().min(2000).max(2100),
  addressLine1: requiredLine(ADDRESS_PLACEHOLDERS.addressLine1),
  addressLine2: optionalLine,
  addressCity: requiredLine(ADDRESS_PLACEHOLDERS.addressCity),
  addressState: OptionalStateCode,
  addressZip: text({ required: addressMessages.required(ADDRESS_PLACEHOLDERS.addressZip) })
    .trim()
    .regex(ZIP5, { message: addressMessages.invalid(ADDRESS_PLACEHOLDERS.addressZip) }),
  addressCountry: z.literal('US').default('US'),
});
export type CardDetailsInput = z.input<typeof CardDetailsInput>;

/** An address (billing and service): the service address of a mobile job. */
export const AddressInput = z.object({
  addressLine1: requiredLine(ADDRESS_PLACEHOLDERS.addressLine1),
  addressLine2: optionalLine,
  addressCity: requiredLine(ADDRESS_PLACEHOLDERS.addressCity),
  addressState: StateCode,
  addressZipcode: text({ required: addressMessages.required(ADDRESS_PLACEHOLDERS.addressZip) })
    .trim()
    .regex(ZIP5, { message: addressMessages.invalid(ADDRESS_PLACEHOLDERS.addressZip) }),
  addressCountry: z.literal('US').default('US'),
});
export type AddressInput = z.input<typeof AddressInput>;
export const Address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressCity: z.string(),
  addressState: z.string(),
  addressZipcode: z.string(),
  addressCountry: z.string(),
});
export type Address = z.infer<typeof Address>;

// ─── Saved cards ───────────────────────────────────────────────────────────────────────────────────────
/** A saved card: id, type or brand, last4, customerId, paymentToken, stripeCardInfo. */
export const SavedCard = z.object({
  id: z.string(),
  /** The brand's words ('Visa'): 'Your {type} ending in {last4} has been deleted.' */
  type: z.string(),
  brand: CardBrand,
  last4: z.string(),
  /** The gateway's customer id (Stripe `cus_…`, sandbox `cus_sandbox_…`). */
  customerId: z.string(),
  /** The gateway's payment-method id (Stripe `pm_…`). */
  paymentToken: z.string(),
  stripeCardInfo: z.object({
    name: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    addressCity: z.string(),
    addressState: z.string(),
    addressZip: z.string(),
  }),
  expired: z.boolean(),
  /** It backs a booking's hold or a hold still to be placed: it cannot be deleted now. */
  inUse: z.boolean(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof SavedCard>;
const SavedCardAttributes = snakeKeys(SavedCard.omit({ id: true }));
export const SavedCardDocument = jsonApiDocument('credit_cards', SavedCardAttributes);
export const SavedCardListDocument = jsonApiListDocument('credit_cards', SavedCardAttributes);

/** POST /v3/users/credit_cards: the payment-method id of a card whose setup succeeded (spec name). */
export const CreditCardCreate = z.object({
  stripeCustomerToken: text({ required: paymentMessages.tokenRequired }).trim().min(1, { message: paymentMessages.tokenRequired }).max(255),
});
export type CreditCardCreate = z.input<typeof CreditCardCreate>;
/** PUT /v3/users/credit_cards/{id}: new name, expiry and billing address (spec `newCardDetails`). */
export const CreditCardUpdate = z.object({
  id: text().trim().min(1).max(64).optional(),
  newCardDetails: CardDetailsInput,
});
export type CreditCardUpdate = z.input<typeof CreditCardUpdate>;
export const CreditCardParams = z.object({ id: text().trim().min(1).max(64) });

/**
 * POST /v3/users/credit_cards/setup_intents: start saving a card. The browser confirms the setup with the
 * gateway named here (Stripe.js with the publishable key, or the sandbox gateway's endpoint), then posts the
 * payment-method id to credit_cards.
 */
export const PAYMENT_GATEWAYS = ['stripe', 'sandbox'] as const;
export const PaymentGatewayKind = z.enum(PAYMENT_GATEWAYS);
export type PaymentGatewayKind = z.infer<typeof PaymentGatewayKind>;
export const SetupIntent = z.object({
  clientSecret: z.string(),
  gateway: PaymentGatewayKind,
  /** Stripe's publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
});
export type SetupIntent = z.infer<typeof SetupIntent>;
export const SetupIntentDocument = jsonApiDocument('setup_intents', snakeKeys(SetupIntent));


// ─── The sandbox gateway (namespace `gateway`, plain JSON; only without STRIPE_SECRET_KEY) ─────────────
/**
 * Stripe's test mode, played locally: the browser confirms a setup intent with the card itself, as Stripe.js
 * would. Stripe's published test numbers behave as at Stripe: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002
 * is declined ('Your card was declined.'); 4000 0000 0000 9995 saves but its holds fail for insufficient funds;
 * 4000 0000 0000 0341 saves but its holds are declined; 4000 0000 0000 0069 is expired; 4000 0025 0000 3155
 * asks for authentication (the sandbox shows its own confirmation step), after which holds succeed. Other
 * numbers that pass the Luhn check succeed. The gateway keeps brand, last four and expiry, never the number.
 */
export const SandboxCardInput = z.object({
  number: text().trim().regex(/^[\d ]{12,23}$/, { message: 'Your card number is invalid.' }),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: text().trim().regex(/^\d{3,4}$/, { message: "Your card's security code is invalid." }),
});
export const SandboxSetupConfirm = z.object({
  clientSecret: text().trim().min(1).max(255),
  card: SandboxCardInput,
  billingDetails: CardDetailsInput.omit({ expMonth: true, expYear: true }),
});
export type SandboxSetupConfirm = z.input<typeof SandboxSetupConfirm>;
/** After `requires_action`: the person approves (or fails) the sandbox's authentication step. */
export const SandboxSetupAuthenticate = z.object({ clientSecret: text().trim().min(1).max(255), approve: z.boolean() });
export type SandboxSetupAuthenticate = z.input<typeof SandboxSetupAuthenticate>;
export const SandboxSetupResult = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  /** The payment-method id to send to POST /v3/users/credit_cards once `succeeded`. */
  paymentMethod: z.string(),
});
export type SandboxSetupResult = z.infer<typeof SandboxSetupResult>;
export const SetupIntentParams = z.object({ id: text().trim().min(1).max(255) });

// ─── Operations console: a payment's money, refunds and voids (docs/product/operations.md) ──────────────
export const adminPaymentMessages = {
  notFound: 'Payment not found.',
  notCharged: (status: string) => `Only a charged payment can be refunded; this one is ${status}.`,
  refundedInFull: 'This payment was refunded in full already.',
  refundTooLarge: (cents: number) => `At most $${(cents / 100).toFixed(2)} of this payment can still be refunded.`,
  notVoidable: (status: string) => `Only a hold not yet charged can be voided; this one is ${status}.`,
  backsBooking: 'This hold pays for a booking that is still on: cancel the booking, which gives the hold back, rather than void it.',
  keyReused: 'This refund key was already used for another refund. Open the refund again and retry.',
} as const;

const ConsoleReason = AuditReason.describe('Why: kept with the audit entry of the action.');

/** A refund of a charged payment, as the console lists it. */
export const AdminRefund = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  /** `pending`: asked of the gateway, no answer recorded yet (the same key again finishes it); `failed`: refused by it. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** A card hold of a request's booking or its extra work, with what was charged and refunded of it. */
export const AdminPayment = z.object({
  id: z.string(),
  status: z.enum(['pending', 'authorised', 'failed', 'captured', 'released']),
  gateway: z.string(),
  purpose: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  attached: z.boolean(),
  failureMessage: z.string().nullable(),
  capturedAt: z.string().nullable(),
  createdAt: z.string(),
  refunds: z.array(AdminRefund),
});
export type AdminPayment = z.infer<typeof AdminPayment>;
export const AdminPaymentDocument = jsonApiDocument('payment_authorisations', snakeKeys(AdminPayment.omit({ id: true })));

export const AdminPaymentParams = z.object({ id: text().trim().min(1).max(64) });
/** POST …/refunds: the whole remainder when `amountCents` is absent. */
export const AdminRefundCreate = z.object({
  amountCents: z
    .number({ error: 'Enter an amount in cents.' })
    .int('Enter whole cents.')
    .positive('A refund is more than zero.')
    .max(100_000_000)
    .nullish()
    .describe('Cents to give back; absent: all that is left of the charge.'),
  reason: ConsoleReason,
});
export type AdminRefundCreate = z.input<typeof AdminRefundCreate>;
export const AdminVoidCreate = z.object({ reason: ConsoleReason });
export type AdminVoidCreate = z.input<typeof AdminVoidCreate>;
/** The refund's `Idempotency-Key` (the console makes one per refund dialog): the same key again is the same refund. */
export const AdminRefundHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required.' })
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { message: 'The Idempotency-Key is 16 to 128 letters, digits, - or _.' })
    .describe('One key per refund (a UUID): the same key again answers the first refund and gives back nothing more.'),
});

export const paymentsRoutes = defineRoutes('payments', {
  createSetupIntent: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/credit_cards/setup_intents',
    summary: 'Start saving a card: a setup intent the browser confirms with the payment gateway',
    auth: 'user',
    reply: SetupIntentDocument,
    status: 201,
    errors: ['unavailable'],
  },
  createCreditCard: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/credit_cards',
    summary: 'Save a card whose setup succeeded at the gateway (its payment-method id)',
    description:
      'Idempotent by payment method: the same stripe_customer_token again returns the card saved the first time (200) instead of a second one (201). A payment method the gateway does not know for this user is 404; a brand outside the accepted ones is 422.',
    auth: 'user',
    body: CreditCardCreate,
    reply: SavedCardDocument,
    status: 201,
    replies: { 200: SavedCardDocument, 201: SavedCardDocument },
    errors: ['card_declined', 'validation_failed', 'not_found', 'unavailable'],
  },
  listCreditCards: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/credit_cards',
    summary: "The signed-in user's saved cards, newest first",
    auth: 'user',
    reply: SavedCardListDocument,
  },
  getCreditCard: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/credit_cards/:id',
    summary: "One of the signed-in user's saved cards",
    auth: 'user',
    params: CreditCardParams,
    reply: SavedCardDocument,
    errors: ['not_found'],
  },
  updateCreditCard: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/credit_cards/:id',
    summary: "Change a saved card's name, expiry or billing address",
    auth: 'user',
    params: CreditCardParams,
    body: CreditCardUpdate,
    reply: SavedCardDocument,
    errors: ['not_found'],
  },
  deleteCreditCard: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/users/credit_cards/:id',
    summary: 'Delete a saved card (refused while it backs a booking not paid yet)',
    auth: 'user',
    params: CreditCardParams,
    errors: ['not_found', 'card_in_use'],
  },
  confirmSandboxSetup: {
    namespace: 'gateway',
    method: 'POST',
    path: '/setup_intents/:id/confirm',
    summary: 'Sandbox gateway: confirm a card setup with the card (what Stripe.js does at Stripe)',
    params: SetupIntentParams,
    body: SandboxSetupConfirm,
    reply: SandboxSetupResult,
    errors: ['card_declined', 'not_found'],
  },
  authenticateSandboxSetup: {
    namespace: 'gateway',
    method: 'POST',
    path: '/setup_intents/:id/authenticate',
    summary: "Sandbox gateway: the person's answer to the card's authentication step",
    params: SetupIntentParams,
    body: SandboxSetupAuthenticate,
    reply: SandboxSetupResult,
    errors: ['card_declined', 'not_found'],
  },
  refundAdminPayment: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/payment_authorisations/:id/refunds',
    summary: 'Operations: refund a charged payment, in full or in part, with a reason',
    auth: 'admin',
    params: AdminPaymentParams,
    headers: AdminRefundHeaders,
    body: AdminRefundCreate,
    reply: AdminPaymentDocument,
    status: 201,
    replies: { 200: AdminPaymentDocument, 201: AdminPaymentDocument },
    errors: ['not_found', 'conflict', 'idempotency_key_reused', 'unavailable'],
  },
  voidAdminPayment: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/payment_authorisations/:id/void',
    summary: 'Operations: void a card hold not yet charged, with a reason',
    auth: 'admin',
    params: AdminPaymentParams,
    body: AdminVoidCreate,
    reply: AdminPaymentDocument,
    errors: ['not_found', 'conflict', 'unavailable'],
  },
});

