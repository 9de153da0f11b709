import type { ReactNode } from 'react';
import { QueryProvider } from './query-provider';

/**
 * The part of `lazyForm` (lazy-form.tsx) that loads with the form: its query provider, and the hand-over of what a
 * person did in the server's HTML before the form ran.
 */
export function LateForm({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

type Field = HTMLInputElement | HTMLTextAreaElement;
type Control = Field | HTMLButtonElement;

/** What the person did in the server's HTML: each changed field (by its place among the controls), the focus, the submit. */
export interface EarlyInput {
  edits: ({ at: number; value: string } | { at: number; checked: boolean })[];
  focus: { at: number; selection: [number | null, number | null] } | null;
  /** A submit held while the form's code loaded, and the place of its button (null for Enter in a field). */
  submit: { submitter: number | null } | null;
}

const TEXT_LESS = new Set(['checkbox', 'radio', 'hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** The form's controls in document order: the server's HTML and the form's first render list the same ones. */
const controlsIn = (box: HTMLElement) => [...box.querySelectorAll<Control>('input, textarea, button')];

/**
 * Reads what was typed and ticked in the server's HTML: a field whose value is not the one the server wrote
 * (`defaultValue`, `defaultChecked`), where the caret is, and which button sent a held submit.
 */
export function takeEarlyInput(box: HTMLElement, heldSubmit: SubmitEvent | null): EarlyInput {
  const controls = controlsIn(box);
  const edits: EarlyInput['edits'] = [];
  controls.forEach((control, at) => {
    if (control instanceof HTMLButtonElement || control.disabled || control.readOnly) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) edits.push({ at, checked: control.checked });
    } else if (!(control instanceof HTMLInputElement && TEXT_LESS.has(control.type)) && control.value !== control.defaultValue) {
      edits.push({ at, value: control.value });
    }
  });
  const focused = controls.findIndex((control) => control === document.activeElement);
  const field = controls[focused];
  const submitter = heldSubmit?.submitter ? controls.indexOf(heldSubmit.submitter as Control) : -1;
  const form = heldSubmit?.target;
  return {
    edits,
    focus: field && !(field instanceof HTMLButtonElement) ? { at: focused, selection: [field.selectionStart, field.selectionEnd] } : null,
    submit: form instanceof HTMLFormElement && box.contains(form) ? { submitter: submitter < 0 ? null : submitter } : null,
  };
}

/**
 * Makes each early edit again in the running form as the browser reports a person's, so the field's own change
 * handler takes it (a mask, the number field's parsing, the form's validation timing): a box ticked by a click, a
 * text set through the element's own value setter (React's record of the value stays the form's, so it sees the
 * change) and announced by an input event. Called outside React's rendering, so each event is handled, and the
 * form rendered, before the next. Then the focus goes back where it was, and a held submit is made.
 */
export function giveEarlyInput(box: HTMLElement, early: EarlyInput) {
  const controls = controlsIn(box);
  for (const edit of early.edits) {
    const control = controls[edit.at];
    if (!control || control instanceof HTMLButtonElement) continue;
    if ('checked' in edit) {
      if (control instanceof HTMLInputElement && control.checked !== edit.checked) control.click();
    } else if (control.value !== edit.value) {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, edit.value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  const focused = early.focus && controls[early.focus.at];
  if (early.focus && focused && !(focused instanceof HTMLButtonElement)) {
    focused.focus();
    // Where the caret was, when the field has one (an email or number field has none).
    if (early.focus.selection[0] !== null) focused.setSelectionRange(...early.focus.selection);
  }
  const form = early.submit && box.querySelector('form');
  if (early.submit && form) {
    const submitter = early.submit.submitter === null ? null : controls[early.submit.submitter];
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.type === 'submit' && submitter.form === form ? submitter : null);
  }
}
