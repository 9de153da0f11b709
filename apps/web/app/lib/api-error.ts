import { type ErrorCode, extractErrorText, isErrorCode } from '@pitstop/contracts/common/errors';

/**
 * One error the server named (docs/architecture.md): a JSON:API error object, or the `{message, code}` of a plain
 * namespace. `pointer` is where in the request body it lies, as sent (`/email`, `/current_password`).
 */
export interface ApiErrorItem {
  /** A code of the contracts' table (`email_taken`…); null when the server sent none we know. */
  code: ErrorCode | null;
  /** The sentence for people (JSON:API `detail`, else `title`; plain `message`). */
  detail: string;
  pointer: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The errors a reply body names: JSON:API `{errors: […]}`, or a plain namespace's `{message, code}`. */
export function errorItemsOf(body: unknown): ApiErrorItem[] {
  if (!isRecord(body)) return [];
  if (Array.isArray(body.errors)) {
    return body.errors.filter(isRecord).map((error) => ({
      code: isErrorCode(error.code) ? error.code : null,
      detail: extractErrorText(error, ''),
      pointer: isRecord(error.source) && typeof error.source.pointer === 'string' ? error.source.pointer : null,
    }));
  }
  if (typeof body.message === 'string' || isErrorCode(body.code)) {
    return [{ code: isErrorCode(body.code) ? body.code : null, detail: extractErrorText(body, ''), pointer: null }];
  }
  return [];
}

/**
 * Any failed API call. `status` 0 means the server could not be reached. Branch on `code`, never on the
 * sentence (`message`); a form puts `errors` on its fields with `applyServerErrors` (server-errors.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body (a JSON:API error document, `{message, code}`, text or null). */
  readonly data: unknown;
  /** Read by `extractErrorText` ("response data is used when present"). */
  readonly response: { status: number; data: unknown };
  /** Every error the body names, in its order. */
  readonly errors: readonly ApiErrorItem[];
  /** The first named error's code; null when the server named none (or could not be reached). */
  readonly code: ErrorCode | null;

  constructor(status: number, data: unknown, message?: string) {
    super(message ?? extractErrorText({ response: { status, data } }));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.response = { status, data };
    this.errors = errorItemsOf(data);
    this.code = this.errors.find((error) => error.code !== null)?.code ?? null;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
