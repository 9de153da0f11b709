/** The error catalogue (docs/product/errors-and-validation.md) and the client's error-text extraction rule. */
export const DEFAULT_ERROR_TEXT = 'There was an error. Please try again later.';
export const GENERIC_FAILURE_TEXT = 'Hmm, something went wrong. Sorry about that.';

/** Keys searched, in this order, when the error is an object. */
export const ERROR_TEXT_KEYS = [
  'message',
  'errors',
  'error',
  'data',
  'base',
  'service_request',
  'owned_vehicle',
  'user',
] as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON:API error object is read by its `detail` (then `title`). */
const isJsonApiError = (v: Record<string, unknown>) =>
  typeof v.detail === 'string' || (typeof v.title === 'string' && ('status' in v || 'code' in v));

function extract(value: unknown, depth: number): string | null {
  if (depth > 6 || value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text.length > 0 ? text : null;
  }
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const text = extract(item, depth + 1);
      if (text && !parts.includes(text)) parts.push(text);
    }
    return parts.length > 0 ? parts.join(' ') : null;
  }
  if (isRecord(value)) {
    if (isJsonApiError(value)) {
      const text = extract(value.detail, depth + 1) ?? extract(value.title, depth + 1);
      if (text) return text;
    }
    for (const key of ERROR_TEXT_KEYS) {
      if (key in value) {
        const text = extract(value[key], depth + 1);
        if (text) return text;
      }
    }
  }
  return null;
}

/**
 * The text to show for an error. "Response data is used when present": an object carrying a
 * `response.data` (an HTTP error) is read from that data first.
 */
export function extractErrorText(error: unknown, fallback: string = DEFAULT_ERROR_TEXT): string {
  if (isRecord(error) && isRecord(error.response) && 'data' in error.response) {
    const fromData = extract(error.response.data, 0);
    if (fromData) return fromData;
  }
  return extract(error, 0) ?? fallback;
}

/** A route that takes no input refuses a query string rather than ignore it (the 400 its API document lists). */
export const QUERY_NOT_TAKEN = 'This address takes no query parameters.';

/**
 * Codes carried by AppError end to end: the server maps each to one HTTP status here and nowhere else, and
 * sends it as the JSON:API error's `code` (plain namespaces: `{message, code}`). Clients branch on the code,
 * never on the sentence (`detail`), and put a field's error on the field named by `source.pointer`.
 * Generic codes first; a domain code says what went wrong in the domain's words.
 */
export const ERROR_STATUS = {
  // Generic
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** More live-update streams open at once than one user may hold (STREAMS_PER_USER): the client polls instead. */
  too_many_streams: 429,
  internal: 500,
  unavailable: 503,
  // Accounts
  email_taken: 422,
  facebook_account: 422,
  invalid_credentials: 401,
  session_expired: 401,
  sign_in_required: 401,
  account_disabled: 403,
  admin_required: 403,
  /** A staff-console route (`auth: 'employee'`) called by someone neither employee nor admin (ADR 078). */
  employee_required: 403,
  current_password_wrong: 422,
  current_password_required: 422,
  /** No password to check, and the session's sign-in is older than RECENT_SIGN_IN_MINUTES. */
  recent_sign_in_required: 403,
  reset_token_invalid: 422,
  confirmation_code_invalid: 422,
  already_confirmed: 409,
  oauth_invalid: 401,
  oauth_unavailable: 400,
  /** Facebook's email matches an account not confirmed yet: sign in with its password first (ADR 021). */
  oauth_account_unconfirmed: 409,
  // Rewards
  promo_code_invalid: 422,
  promo_code_unavailable: 409,
  // Locations
  zipcode_invalid: 422,
  zipcode_out_of_market: 422,
  // Vehicles
  vin_taken: 422,
  vehicle_unknown: 422,
  /** A VIN that decodes to another year, make or model than the vehicle it is saved with. */
  vin_mismatch: 422,
  // Service requests and offers
  /** A service that is unknown, disabled or not one of the request's. */
  service_unavailable: 422,
  /** The request is withdrawn, booked or done: it takes no more offers or changes. */
  request_closed: 409,
  offer_accepted: 409,
  // Booking and payments (the booking issue): a slot someone else just took, a card the bank refused.
  slot_taken: 409,
  /**
   * The offer's price changed since the customer was shown it (ADR 044): the error's `meta` carries the offer's
   * new `version` and `total_cents`, to show the new price and book again with it.
   */
  offer_changed: 409,
  /** The offer is past its `valid_until`: it can no longer be booked. */
  offer_expired: 409,
  /** The appointment has begun: it can no longer be cancelled, moved or withdrawn (the shop completes it). */
  appointment_started: 409,
  card_declined: 402,
  /** Another attempt (another Idempotency-Key) is booking the same request right now (ADR 045). */
  booking_in_progress: 409,
  /** The attempt of this Idempotency-Key was stopped by the sweep (it outlived its bound): book again. */
  booking_attempt_expired: 409,
  /** The Idempotency-Key was used for a booking with other details. */
  idempotency_key_reused: 422,
  /** A saved card that backs a booking not paid yet. */
  card_in_use: 409,
  /** A booking had its EXTRA_WORK_REQUESTS_PER_BOOKING extra-work requests (ADR 047). */
  extra_work_limit: 409,
  /** The account's email is not confirmed, and what was asked needs it (ADR 046). */
  account_unconfirmed: 409,
  /** The person already holds as many upcoming appointments as they may (ADR 046): cancel one first. */
  booking_limit: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON:API `title` of each code's status (the `detail` is the human sentence). */
const STATUS_TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};
export const errorTitle = (code: ErrorCode): string => STATUS_TITLES[ERROR_STATUS[code]] ?? 'Error';

/** Whether a string is one of the codes (what a client reads off an error reply). */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
