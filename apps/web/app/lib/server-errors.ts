import { type ErrorCode, extractErrorText } from '@pitstop/contracts/common/errors';
import { camelCase } from 'change-case';
import { isApiError } from './api-error';

/** What a failed submit leaves for the form itself once each field's error is on its field. */
export interface ServerProblem {
  /** The first error's code (`email_taken`, `current_password_wrong`…): what a form branches on. */
  code: ErrorCode | null;
  /** HTTP status; 0 when the server could not be reached or the failure was not the server's. */
  status: number;
  /** The sentence for the whole form (errors no field shows), or null when every error is on its field. */
  message: string | null;
}

export interface ServerErrorOptions {
  /** What to show instead of the server's sentence for a code (e.g. 'Email is in use already.', docs/product/errors-and-validation.md). */
  texts?: Partial<Record<ErrorCode, string>>;
  /** Codes the form explains as a whole (an alert), not on the field the server points at. */
  formLevel?: readonly ErrorCode[];
}

/** The part of a @mantine/form form this needs. */
export interface FieldErrorTarget {
  getValues: () => object;
  setFieldError: (path: never, error: string) => void;
}

/**
 * The form field a JSON:API `source.pointer` names, or null when the form has no such field. The pointer is
 * the wire's (`/current_password`, `/data/attributes/email`, `/items/0/name`); fields are camelCase paths
 * (`currentPassword`, `items.0.name`); `address_1` stays `address_1`, as the API client converts it.
 */
export function fieldOfPointer(pointer: string, values: object): string | null {
  const segments = pointer
    .replace(/^\/data\/attributes(?=\/)/, '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? segment : camelCase(segment)));
  if (segments.length === 0 || segments.includes('')) return null;
  let value: unknown = values;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return null;
    value = (value as Record<string, unknown>)[segment];
  }
  return segments.join('.');
}

/**
 * Shows a failed submit on the form (ADR 019): each error the server pointed at a field of this form is set on
 * that field; the rest is returned as one message with the first code, for the form to branch on the code —
 * never on the sentence. A failure that is not an API error (a bug) is reported and told as the spec's
 * default text.
 */
export function applyServerErrors(form: FieldErrorTarget, error: unknown, options: ServerErrorOptions = {}): ServerProblem {
  if (!isApiError(error)) {
    console.error(error);
    return { code: null, status: 0, message: extractErrorText(null) };
  }
  const { texts = {}, formLevel = [] } = options;
  const left: string[] = [];
  const values = form.getValues();
  for (const item of error.errors) {
    const text = (item.code && texts[item.code]) || item.detail || error.message;
    const onForm = item.code !== null && formLevel.includes(item.code);
    const field = item.pointer && !onForm ? fieldOfPointer(item.pointer, values) : null;
    if (field) form.setFieldError(field as never, text);
    else if (!left.includes(text)) left.push(text);
  }
  if (error.errors.length === 0) left.push((error.code && texts[error.code]) || error.message);
  return { code: error.code, status: error.status, message: left.length > 0 ? left.join(' ') : null };
}
