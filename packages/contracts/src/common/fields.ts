import { z } from 'zod';
import {
  EMAIL_PATTERN,
  MAX_INPUT_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZIP5_PATTERN,
  ZIP_PATTERN,
  isValidPhone,
  messages,
} from './field-rules.ts';

/** Spec 000 §5 / 001 §5: field rules and their exact messages (the zod-free parts live in field-rules.ts). */
export * from './field-rules.ts';

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
  message: messages.zipInvalid,
});
export const Zip5 = z.string().trim().min(1, { message: messages.zipBlank }).regex(ZIP5_PATTERN, {
  message: messages.zipInvalid,
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
