/**
 * Field limits (docs/product/errors-and-validation.md), patterns and their exact messages, without zod.
 * The web app's first page imports these directly (`@pitstop/contracts/common/field-rules`) so its initial
 * bundle stays free of zod; the zod fields in fields.ts are built from them.
 */
export const MAX_INPUT_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 6;

export const messages = {
  emailInvalid: 'Email is invalid.',
  passwordShort: 'Enter at least 6 characters.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  zipBlank: 'Zipcode cannot be blank',
  zipInvalid: 'Zipcode is invalid',
  zipOutOfMarket: 'Zipcode is otm',
  shopNameRequired: 'Shop name is required.',
  shopCityStateRequired: 'Shop city and state is required.',
  invalidPhone: 'Invalid phone number.',
  invalidEmail: 'Invalid email.',
} as const;

/** non-space text, @, non-space text, a dot and at least one more character */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** 10 digits, or 11 starting with 1 (formatting characters ignored) */
export const isValidPhone = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
};
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP5_PATTERN = /^\d{5}$/;
