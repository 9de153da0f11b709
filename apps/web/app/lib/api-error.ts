import { extractErrorText } from '@pitstop/contracts/common/errors';

/** Any failed API call. `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body (a JSON:API error document, `{message, code}`, text or null). */
  readonly data: unknown;
  /** Read by `extractErrorText` ("response data is used when present"). */
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown, message?: string) {
    super(message ?? extractErrorText({ response: { status, data } }));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.response = { status, data };
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
