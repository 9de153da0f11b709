import { ADDRESS_PLACEHOLDERS, CardDetailsInput, SandboxCardInput, paymentMessages } from '@pitstop/contracts';
import { text } from '@pitstop/contracts/common/fields';
import { requiredFirst } from '~/lib/address-rules';
import { type z } from 'zod';

/** Required address fields are checked 300 ms after typing (spec 000 §5, 001 §5). */
export const ADDRESS_DEBOUNCE_MS = 300;
export const billingAddressDelays = {
  addressLine1: ADDRESS_DEBOUNCE_MS,
  addressLine2: ADDRESS_DEBOUNCE_MS,
  addressCity: ADDRESS_DEBOUNCE_MS,
  addressState: ADDRESS_DEBOUNCE_MS,
  addressZip: ADDRESS_DEBOUNCE_MS,
} as const;

/** 'MM / YY' or 'MM/YYYY' → month and four-digit year, or null. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const Expiry = text({ required: paymentMessages.expiryInvalid }).refine((value) => parseExpiry(value) !== null, {
  message: paymentMessages.expiryInvalid,
});

/** The name and billing address every card form asks (spec 001 §3 "Card token input"). */
export const BillingDetailsSchema = CardDetailsInput.omit({ expMonth: true, expYear: true }).extend({
  addressState: requiredFirst(ADDRESS_PLACEHOLDERS.addressState, CardDetailsInput.shape.addressState),
  addressZip: requiredFirst(ADDRESS_PLACEHOLDERS.addressZip, CardDetailsInput.shape.addressZip),
});

/** Adding a card in the sandbox: the billing details and the card itself, which goes to the gateway only. */
export const SandboxCardFormSchema = BillingDetailsSchema.extend({
  number: SandboxCardInput.shape.number,
  expiry: Expiry,
  cvc: SandboxCardInput.shape.cvc,
});
export type SandboxCardFormInput = z.input<typeof SandboxCardFormSchema>;

/** Updating a saved card: name, expiry and billing address (spec `newCardDetails`). */
export const CardUpdateFormSchema = BillingDetailsSchema.extend({ expiry: Expiry });

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
