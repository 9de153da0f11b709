import { ADDRESS_PLACEHOLDERS, CardDetailsInput, SandboxCardInput, paymentMessages } from '@pitstop/contracts';
import { requiredFirst } from '~/lib/address-rules';
import { z } from 'zod';

/** Required address fields are checked 300 ms after typing (docs/product/errors-and-validation.md). */
export const ADDRESS_DEBOUNCE_MS = 300;
export const billingAddressDelays = {
  addressLine1: ADDRESS_DEBOUNCE_MS,
  addressLine2: ADDRESS_DEBOUNCE_MS,
  addressCity: ADDRESS_DEBOUNCE_MS,
  addressState: ADDRESS_DEBOUNCE_MS,
  addressZip: ADDRESS_DEBOUNCE_MS,
} as const;

/** The expiry's choices (docs/product/booking-and-payments.md): months 01 to 12; 20 years from the current year. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
export const expiryYears = (now: Date) => Array.from({ length: 20 }, (_, index) => String(now.getFullYear() + index));

/**
 * The name and billing address every card form asks (docs/product/booking-and-payments.md: line 1, city and zip
 * required; line 2 and the state optional).
 */
export const BillingDetailsSchema = CardDetailsInput.omit({ expMonth: true, expYear: true }).extend({
  addressZip: requiredFirst(ADDRESS_PLACEHOLDERS.addressZip, CardDetailsInput.shape.addressZip),
});

/** A month and a year chosen from the expiry's selects ('' until chosen). */
const chosen = z.string().regex(/^\d+$/, { message: paymentMessages.expiryInvalid });
const ExpiryChoice = { expMonth: chosen, expYear: chosen };

/** Adding a card in the sandbox: the billing details and the card itself, which goes to the gateway only. */
export const SandboxCardFormSchema = BillingDetailsSchema.extend({
  number: SandboxCardInput.shape.number,
  ...ExpiryChoice,
  cvc: SandboxCardInput.shape.cvc,
});
export type SandboxCardFormInput = z.input<typeof SandboxCardFormSchema>;

/** Updating a saved card: name, expiry and billing address (spec `newCardDetails`). */
export const CardUpdateFormSchema = BillingDetailsSchema.extend(ExpiryChoice);

/** The billing details a form starts from: the account's name prefilled (the person changes it if the card's differs). */
export const billingDetailsFor = (profile: { firstName?: string | null; lastName?: string | null } | null | undefined) => ({
  ...emptyBillingDetails,
  name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
});

export const emptyBillingDetails = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  addressCity: '',
  addressState: '',
  addressZip: '',
  addressCountry: 'US' as const,
};

export { ADDRESS_PLACEHOLDERS };
