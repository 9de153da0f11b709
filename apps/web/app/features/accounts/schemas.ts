import { ProfileUpdateRequest, ShortText, SignInRequest, SignUpRequest, Zip, accountMessages, isValidPhone, messages } from '@pitstop/contracts';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
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
}).extend({
  phoneNumber: MaskedPhone,
  contactViaTextMessage: z.boolean(),
  /** The delivery-driver checklist: companies ticked, and the "Other" entries typed. */
  companies: z.array(z.string()),
  otherCompanies: z.array(z.string()),
});
export type SignUpValues = z.input<typeof SignUpFormSchema>;

export const SignInFormSchema = SignInRequest;
export const ForgotPasswordFormSchema = SignInRequest.pick({ email: true });
export const NewPasswordFormSchema = SignUpRequest.pick({ password: true });

/**
 * Before its first validation a new password counts as valid only when longer than 6 characters (spec 000 §5 "on
 * sign-up the password is initially valid if longer than 6 characters", ADR 011); after it, by that validation.
 */
export const passwordReady = (password: string, passed: boolean | undefined) => passed ?? password.length > PASSWORD_MIN_LENGTH;

/** Optional in the form: an empty address field is left empty, not 'Zipcode cannot be blank'. */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** Every field is there (blank when not given); the request sends only what changed. */
export const ProfileAccountFormSchema = ProfileUpdateRequest.pick({ firstName: true, lastName: true, email: true })
  .required()
  .extend({
    /** The current password: asked only to change the email (or, without one, sets it). */
    password: z.string(),
    phoneNumber: MaskedPhone,
    contactViaTextMessage: z.boolean(),
    address_1: ShortText,
    address_2: ShortText,
    city: ShortText,
    state: blankOr(z.string().trim().regex(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code.' })),
    zipcode: blankOr(Zip),
  });
export type ProfileAccountValues = z.input<typeof ProfileAccountFormSchema>;

/**
 * "How can we reach you when estimates are ready?" (the onramp's notify/contact step): by email, by text at an
 * optional mobile phone (the sign-up form's phone rule and mask).
 */
export const NotifyContactFormSchema = z.object({
  byEmail: z.boolean(),
  phoneNumber: MaskedPhone,
  byText: z.boolean(),
});
export type NotifyContactValues = z.input<typeof NotifyContactFormSchema>;

/** /profile/password: the current password is asked for, and required, when the account has one. */
export const changePasswordFormSchema = (hasPassword: boolean) =>
  SignUpRequest.pick({ password: true }).extend({
    currentPassword: z
      .string()
      .refine((value) => !hasPassword || value !== '', { message: accountMessages.currentPasswordRequired }),
  });
