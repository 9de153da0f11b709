import { ProfileUpdateRequest, SignInRequest, SignUpRequest, Zip, isValidPhone, messages } from '@pitstop/contracts';
import { z } from 'zod';

/**
 * The accounts forms' schemas, picked from the contract request schemas (ADR 003): the same rules and
 * messages the server applies ('Email is invalid.', 'Enter at least 6 characters.', 'First name is
 * required.', 'Last name is required.', 'Invalid phone number.').
 */
/**
 * The optional phone as the masked field holds it: blank, or 10 digits (11 starting with 1) — the contract's
 * rule and message, without its blank-or-phone union (whose own message would be zod's generic one).
 */
const MaskedPhone = z.string().refine((value) => !/\d/.test(value) || isValidPhone(value), { message: messages.invalidPhone });

export const SignUpFormSchema = SignUpRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
}).extend({ phoneNumber: MaskedPhone });

export const SignInFormSchema = SignInRequest;
export const ForgotPasswordFormSchema = SignInRequest.pick({ email: true });
export const NewPasswordFormSchema = SignUpRequest.pick({ password: true });

/** Optional in the form: an empty address field is left empty, not 'Zipcode cannot be blank'. */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const ProfileAccountFormSchema = ProfileUpdateRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  address_1: true,
  address_2: true,
  city: true,
}).extend({
  phoneNumber: MaskedPhone,
  state: blankOr(z.string().trim().regex(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code.' })),
  zipcode: blankOr(Zip),
});

export const ChangePasswordFormSchema = SignUpRequest.pick({ password: true });
