/**
 * Stripe's published test payment methods (https://docs.stripe.com/testing), as the fake plays them. A token
 * used as `payment_method` makes a new PaymentMethod with its card, as at Stripe. The charge outcomes are
 * Stripe's error codes and messages; a card that fails only charges still attaches at setup (as Stripe's
 * `pm_card_chargeCustomerFail` does) so that a saved card can be declined at authorisation time.
 */
export interface TestDecline {
  code: string;
  declineCode?: string;
  message: string;
}

export interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  /** Why a charge is refused; absent: charges succeed. */
  decline?: TestDecline;
  /** Setup needs 3-D Secure in the browser: the setup intent stays `requires_action`, nothing is attached. */
  setupRequiresAction?: boolean;
}

const AUTHENTICATION_REQUIRED: TestDecline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit' },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit' },
  pm_card_discover: { brand: 'discover', last4: '1117', funding: 'credit' },
  pm_card_diners: { brand: 'diners', last4: '0004', funding: 'credit' },
  pm_card_jcb: { brand: 'jcb', last4: '0505', funding: 'credit' },
  pm_card_unionpay: { brand: 'unionpay', last4: '0005', funding: 'credit' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    funding: 'credit',
    decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    funding: 'credit',
    decline: { code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    funding: 'credit',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    funding: 'credit',
    decline: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  },
  /** 4000 0027 6000 3184: every payment needs authentication, even after the card is set up. */
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', funding: 'credit', decline: AUTHENTICATION_REQUIRED },
  /** 4000 0025 0000 3155: authentication when set up; off-session payments then succeed. */
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', funding: 'credit', setupRequiresAction: true },
};
