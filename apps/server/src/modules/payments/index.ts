/**
 * Saved cards and holds (docs/product/booking-and-payments.md, ADR 030). Other modules place, attach, capture and release holds through
 * `app.payments` (the `Payments` service); the gateway port and its errors are here for adapters and tests.
 */
export { paymentsModule } from './payments.module.ts';
export { AUTHORISATION_MESSAGES, GATEWAY_UNAVAILABLE, type Payments } from './payments-service.ts';
export { createPaymentGateway } from './create-payment-gateway.ts';
export { type GatewayCard, type GatewayCardDetails, GatewayError, type GatewayErrorCode, type PaymentGateway } from './gateway.ts';
export { SANDBOX_HOLD_DAYS, SANDBOX_MESSAGES, SandboxGateway } from './sandbox-gateway.ts';
