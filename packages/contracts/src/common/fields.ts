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

/** Field rules (docs/product/errors-and-validation.md) and their exact messages (the zod-free parts live in field-rules.ts). */
export * from './field-rules.ts';

/**
 * C0 control characters and DEL: never in a text field (PostgreSQL refuses NUL; the rest is never typed). Kept
 * here, with zod, rather than in field-rules.ts: the landing page's bundle never checks them.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** The same for multi-line text, which keeps tab, newline and carriage return. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message of a text with a control character in it (ours: the spec has none). */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters (such as NUL) from this text.';

export interface TextOptions {
  /** Tab, newline and carriage return allowed (a note); other control characters never. */
  multiline?: boolean;
  /**
   * The field's required message, for a missing value or one that is not text. A text that is present but
   * wrong says what is wrong with it: a length check's own message wins over this one.
   */
  required?: string;
}

/**
 * Every text field of a request starts here (a contracts test walks the route tables to keep it so): control
 * characters are refused first, with one message, before trimming or any other check.
 */
export function text({ multiline = false, required }: TextOptions = {}) {
  const forbidden = multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  return z
    .string(required ? { error: (issue) => (issue.code === 'invalid_type' ? required : undefined) } : undefined)
    .refine((value) => !forbidden.test(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/** The first and last day any request may name (ADR 048): every booking, proposal and shop day lies between. */
export const DAY_MIN = '2000-01-01';
export const DAY_MAX = '2099-12-31';
export const DAY_NOT_ON_CALENDAR_MESSAGE = 'That day is not on the calendar. Choose a day as YYYY-MM-DD.';
export const DAY_OUT_OF_RANGE_MESSAGE = `Choose a day between ${DAY_MIN} and ${DAY_MAX}.`;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD day is on the calendar: a month 01–12 and a day the month has (29 February in leap years). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return date <= lengths[month - 1]!;
}

/**
 * A day (YYYY-MM-DD) in a request: well formed (else `formatMessage`, the route's own sentence), on the calendar,
 * and between DAY_MIN and DAY_MAX — so no route does date arithmetic on 2026-00-10 or 9999-12-31 (ADR 048).
 * `keyword`, when given, is taken as it is too (the proposals' `first`).
 */
export function dayField(formatMessage: string, { keyword }: { keyword?: string } = {}) {
  const isKeyword = (value: string) => keyword !== undefined && value === keyword;
  return text({ required: formatMessage })
    .trim()
    .refine((value) => isKeyword(value) || DAY_PATTERN.test(value), { message: formatMessage, abort: true })
    .refine((value) => isKeyword(value) || isCalendarDay(value), { message: DAY_NOT_ON_CALENDAR_MESSAGE, abort: true })
    .refine((value) => isKeyword(value) || (value >= DAY_MIN && value <= DAY_MAX), { message: DAY_OUT_OF_RANGE_MESSAGE });
}

export const Email = text()
  .trim()
  .max(MAX_INPUT_LENGTH)
  .regex(EMAIL_PATTERN, { message: messages.emailInvalid });

export const Password = text()
  .min(PASSWORD_MIN_LENGTH, { message: messages.passwordShort })
  .max(MAX_INPUT_LENGTH);

/**
 * The rules a zod refinement checks, written as JSON Schema for the API document (ADR 049): a client generated
 * from it, or one validating against it, refuses what the server refuses.
 */
export const NOT_BLANK_PATTERN = '\\S';
/** 10 digits, or 11 starting with 1, formatting characters anywhere (isValidPhone). */
export const PHONE_PATTERN = '^\\D*(1\\D*)?(\\d\\D*){10}$';

/** Phone as typed or stored: normalised to its digits (10, or 11 starting with 1). */
export const Phone = text()
  .trim()
  .refine(isValidPhone, { message: messages.invalidPhone })
  .transform((v) => v.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'))
  .meta({ pattern: PHONE_PATTERN });

/** Optional phone: blank allowed. */
export const OptionalPhone = z
  .union([z.literal(''), Phone])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const Zip = text().trim().min(1, { message: messages.zipBlank }).regex(ZIP_PATTERN, {
  message: messages.zipInvalid,
});
export const Zip5 = text().trim().min(1, { message: messages.zipBlank }).regex(ZIP5_PATTERN, {
  message: messages.zipInvalid,
});

export const FirstName = text()
  .trim()
  .min(1, { message: messages.firstNameRequired })
  .max(MAX_INPUT_LENGTH)
  .meta({ pattern: NOT_BLANK_PATTERN });
export const LastName = text()
  .trim()
  .min(1, { message: messages.lastNameRequired })
  .max(MAX_INPUT_LENGTH)
  .meta({ pattern: NOT_BLANK_PATTERN });

/** Generic bounded text (spec: max input length 128). */
export const ShortText = text().trim().max(MAX_INPUT_LENGTH);

/** Opaque id on the wire (style rule 8). */
export const Id = text().min(1).max(64);
