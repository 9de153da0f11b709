/** Spec 000 §8 / 001 §8: the error catalogue and the client's error-text extraction rule. */
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

/** Codes carried by AppError end to end; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
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
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  validation_failed: 'Validation failed',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'Conflict',
  gone: 'Gone',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  internal: 'Internal server error',
  unavailable: 'Service unavailable',
};
