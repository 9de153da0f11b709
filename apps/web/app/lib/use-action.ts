import { GENERIC_FAILURE_TEXT, extractErrorText } from '@pitstop/contracts/common/errors';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from './api-error';
import { type FieldErrorTarget, type ServerErrorOptions, type ServerProblem, applyServerErrors } from './server-errors';

/** What an action's failure says: the server's sentence (docs/product/errors-and-validation.md), else the generic failure text. */
export const actionProblemText = (error: unknown) => extractErrorText(error, GENERIC_FAILURE_TEXT);

export interface ActionOptions extends ServerErrorOptions {
  /** The form whose fields take the errors the server points at (`source.pointer`); without one, all go to `problem`. */
  form?: FieldErrorTarget;
  /**
   * Sees each failure once it is mapped, for what a component does by code besides telling it (track it, go back
   * to the times on `slot_taken`); returns the problem to show, or null when the component showed it its own way.
   */
  onFailure?: (problem: ServerProblem, error: unknown) => ServerProblem | null;
}

export interface Action<Args extends unknown[]> {
  /** Runs the action unless it is running already (a second click or Enter is refused); true when it succeeded. */
  run: (...args: Args) => Promise<boolean>;
  pending: boolean;
  /** What the last run's failure left for one alert (`<ProblemAlert>`), or null. */
  problem: ServerProblem | null;
  /** Sets (a sentence: a check the action made before it ran) or clears the problem. */
  setProblem: (problem: ServerProblem | string | null) => void;
}

/** A check the action makes itself before it runs (no card chosen): `refuse(sentence)` ends it with that problem. */
export class ActionRefused extends Error {
  override readonly name = 'ActionRefused';
}

/** Ends the running action with `sentence` as its problem (not a failure: `onFailure` does not see it). */
export function refuse(sentence: string): never {
  throw new ActionRefused(sentence);
}

const NO_FIELDS: FieldErrorTarget = { getValues: () => ({}), setFieldError: () => undefined };

/** A failure as the person is told it: field errors on the form's fields, the rest one problem (ADR 054). */
export function problemOf(error: unknown, { form, onFailure: _, ...options }: ActionOptions = {}): ServerProblem {
  if (form || isApiError(error)) return applyServerErrors(form ?? NO_FIELDS, error, options);
  return { code: null, status: 0, message: actionProblemText(error) };
}

/**
 * The one way a component runs a mutation (ADR 054): `pending` while it runs, a second run refused meanwhile, and
 * a failure mapped by its code — onto the field the server points at (with `form`), else into `problem` for one
 * `<ProblemAlert>`. What follows success goes in the action itself; components have no `catch` of their own.
 *
 *   const cancel = useAction(async () => { await remove.mutateAsync({ requestId }); onCancelled(); });
 *   <ProblemAlert problem={cancel.problem} onClose={() => cancel.setProblem(null)} />
 *   <Button loading={cancel.pending} onClick={() => void cancel.run()}>Cancel appointment</Button>
 *
 * `options` may be a function when the mapping is known only as the action runs (`useSchemaForm`'s submit).
 */
export function useAction<Args extends unknown[]>(
  action: (...args: Args) => unknown,
  options: ActionOptions | (() => ActionOptions) = {},
): Action<Args> {
  const [pending, setPending] = useState(false);
  const [problem, setServerProblem] = useState<ServerProblem | null>(null);
  const setProblem = useCallback(
    (next: ServerProblem | string | null) => setServerProblem(typeof next === 'string' ? { code: null, status: 0, message: next } : next),
    [],
  );
  const running = useRef(false);
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(async (...args: Args) => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setServerProblem(null);
    try {
      await latest.current.action(...args);
      return true;
    } catch (error) {
      const current = latest.current.options;
      const options = typeof current === 'function' ? current() : current;
      if (error instanceof ActionRefused) setServerProblem({ code: null, status: 0, message: error.message });
      else {
        const found = problemOf(error, options);
        setServerProblem(options.onFailure ? options.onFailure(found, error) : found);
      }
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, problem, setProblem };
}
