/**
 * Saved cards and holds (docs/product/booking-and-payments.md, ADR 030). Other modules place, attach, capture and release holds through
 * `app.payments` (the `Payments` service; bookings' and extra work's holds: `app.payments.holds`); the gateway port and its errors are here for adapters and tests.
 */
export { paymentsModule } from './payments.module.ts';
export { AUTHORISATION_MESSAGES, GATEWAY_UNAVAILABLE, type Payments } from './payments-service.ts';
export { appointmentHoldKey, type CardHolds, extraLineHoldKey, holdOnFor, holdsNow } from './card-holds.ts';
export { createPaymentGateway } from './create-payment-gateway.ts';
export { type BillingPrice, type BillingSubscription, type GatewayCard, type GatewayCardDetails, GatewayError, type GatewayErrorCode, type PaymentGateway } from './gateway.ts';
export { cardExpired, SANDBOX_HOLD_DAYS, SANDBOX_MESSAGES, SandboxGateway } from './sandbox-gateway.ts';
export type { BillingEvent, PaymentsBilling } from './subscription-billing.ts';
export { priceLookupKey } from './stripe-gateway.ts';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook.ts';
export { adminPayments } from './admin-payments.ts';
