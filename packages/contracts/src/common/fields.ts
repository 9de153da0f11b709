import { z } from 'zod';

/** Spec 000 §5 / 001 §5: field rules and their exact messages. */
export const MAX_INPUT_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 6;

export const messages = {
  emailInvalid: 'Email is invalid.',
  passwordShort: 'Enter at least 6 characters.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  zipBlank: 'Zipcode cannot be blank',
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

export const Email = z
  .string()
  .trim()
  .max(MAX_INPUT_LENGTH)
  .regex(EMAIL_PATTERN, { message: messages.emailInvalid });

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: messages.passwordShort })
  .max(MAX_INPUT_LENGTH);

/** Phone as typed or stored: normalised to its digits (10, or 11 starting with 1). */
export const Phone = z
  .string()
  .trim()
  .refine(isValidPhone, { message: messages.invalidPhone })
  .transform((v) => v.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'));

/** Optional phone: blank allowed. */
export const OptionalPhone = z
  .union([z.literal(''), Phone])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const Zip = z.string().trim().min(1, { message: messages.zipBlank }).regex(ZIP_PATTERN, {
  message: 'Zipcode is invalid',
});
export const Zip5 = z.string().trim().min(1, { message: messages.zipBlank }).regex(ZIP5_PATTERN, {
  message: 'Zipcode is invalid',
});

export const FirstName = z
  .string()
  .trim()
  .min(1, { message: messages.firstNameRequired })
  .max(MAX_INPUT_LENGTH);
export const LastName = z
  .string()
  .trim()
  .min(1, { message: messages.lastNameRequired })
  .max(MAX_INPUT_LENGTH);

/** Generic bounded text (spec: max input length 128). */
export const ShortText = z.string().trim().max(MAX_INPUT_LENGTH);

/** Opaque id on the wire (style rule 8). */
export const Id = z.string().min(1).max(64);
