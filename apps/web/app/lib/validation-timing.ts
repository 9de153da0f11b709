import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import { INPUT_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * When a form field is validated (docs/product/errors-and-validation.md, ADR 003): on blur, and after a pause in typing —
 * 500 ms for a text input, 250 ms for the email check, 300 ms for a required address field. Plug the
 * returned `enhanceGetInputProps` into `useForm` (leave `validateInputOnBlur`/`validateInputOnChange` off, and
 * `clearInputErrorOnChange: false` so a message stays until the field is validated again). Forms get it through
 * `useSchemaForm` (use-schema-form.ts), which does exactly that.
 *
 * `passed[field]` is the outcome of the field's latest validation (undefined until it first ran), for
 * forms whose submit button follows validation (sign-up).
 */
export interface ValidationTiming<Values, Transformed = Values> {
  enhanceGetInputProps: NonNullable<UseFormInput<Values, Transformed>['enhanceGetInputProps']>;
  passed: Partial<Record<string, boolean>>;
  /** Validates a field now (e.g. after a value set from code), cancelling its pending timer. */
  validateNow: (form: UseFormReturnType<Values, Transformed>, field: string) => void;
  /**
   * Drops every pending typing-pause validation: a submit validates all fields itself, and a timer left running
   * would clear the server's message on a field (a refused code) the moment after it appears.
   */
  cancelPending: () => void;
}

type Handler = (...args: unknown[]) => void;

/**
 * Whether a pointer is pressed right now. A blur caused by pressing a button (say, Submit) must not validate
 * before the press ends: a message appearing or vanishing moves the button, the release lands elsewhere and
 * the click is lost.
 */
let pointerDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  const release = () => (pointerDown = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `task` now, or once the pointer press that caused the blur has completed its click. */
function afterPointerPress(task: () => void) {
  if (!pointerDown) return task();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', onClick, true);
    // After the click's own handlers (e.g. the form submit) have run.
    setTimeout(task, 0);
  };
  const onClick = () => run();
  document.addEventListener('click', onClick, true);
  // A press that ends without a click (dragged away) still validates.
  document.addEventListener('pointerup', () => setTimeout(run, 50), { capture: true, once: true });
}

export function useValidationTiming<Values, Transformed = Values>(
  delays: Partial<Record<string, number>> = {},
  defaultDelay: number = INPUT_DEBOUNCE_MS,
): ValidationTiming<Values, Transformed> {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [passed, setPassed] = useState<Partial<Record<string, boolean>>>({});

  const cancelPending = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const validateNow = useCallback((form: UseFormReturnType<Values, Transformed>, field: string) => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    const result = form.validateField(field as never) as { hasError: boolean } | Promise<{ hasError: boolean }>;
    const record = ({ hasError }: { hasError: boolean }) =>
      setPassed((current) => (current[field] === !hasError ? current : { ...current, [field]: !hasError }));
    if (result instanceof Promise) void result.then(record);
    else record(result);
  }, []);

  // Not memoised: useForm calls it on every render anyway.
  const enhanceGetInputProps: ValidationTiming<Values, Transformed>['enhanceGetInputProps'] = ({ inputProps, field, form }) => {
    const name = String(field);
    const onChange = inputProps.onChange as Handler;
    const onBlur = inputProps.onBlur as Handler | undefined;
    return {
      onChange: (...args: unknown[]) => {
        onChange(...args);
        clearTimeout(timers.current.get(name));
        timers.current.set(
          name,
          setTimeout(() => validateNow(form, name), delays[name] ?? defaultDelay),
        );
      },
      onBlur: (...args: unknown[]) => {
        onBlur?.(...args);
        afterPointerPress(() => validateNow(form, name));
      },
    };
  };

  return { enhanceGetInputProps, passed, validateNow, cancelPending };
}
