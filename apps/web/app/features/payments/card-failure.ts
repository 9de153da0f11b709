import { paymentMessages } from '@pitstop/contracts';
import type { ServerProblem } from '~/lib/server-errors';

/**
 * A card setup's failure as the card forms tell it (docs/product/errors-and-validation.md): the gateway's or the server's words, else
 * `paymentMessages.cardSetupFailed`. The `onFailure` of their `useAction`/`form.submit`.
 */
export const cardFailure = (problem: ServerProblem, error: unknown): ServerProblem => ({
  ...problem,
  message: error instanceof Error && error.message ? error.message : paymentMessages.cardSetupFailed,
});
