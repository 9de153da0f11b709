import type { ErrorCode } from '@pitstop/contracts';

/** Domain code throws this; one error handler maps `code` to a status and a wire format (STYLE rule 5). */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    /** The human sentence shown to the user: from the spec's error catalogue where it names one. */
    public readonly detail: string,
    public readonly options: {
      pointer?: string;
      parameter?: string;
      headers?: Record<string, string>;
      /** Sent as the JSON:API error's `meta` (snake_case keys): what a client needs to act on it (offer_changed). */
      meta?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}
