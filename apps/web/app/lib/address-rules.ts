import { ADDRESS_PLACEHOLDERS, AddressInput, addressMessages } from '@pitstop/contracts';
import { z } from 'zod';

/**
 * An empty required address field says '{placeholder} is required.' before any format rule (docs/product/errors-and-validation.md): the
 * contracts' zip and state rules are a pattern alone, which would call an empty zip 'Please enter a valid Zip
 * code'. The contract's rule still decides everything else.
 */
export const requiredFirst = <Schema extends z.ZodType<unknown, string>>(placeholder: string, rule: Schema) =>
  z.string().trim().min(1, { message: addressMessages.required(placeholder) }).pipe(rule);

/** A service address as its form checks it. */
export const ServiceAddressSchema = AddressInput.extend({
  addressState: requiredFirst(ADDRESS_PLACEHOLDERS.addressState, AddressInput.shape.addressState),
  addressZipcode: requiredFirst(ADDRESS_PLACEHOLDERS.addressZip, AddressInput.shape.addressZipcode),
});
