import type { KeyboardEvent } from 'react';

/**
 * A text area's keys where Enter sends (docs/product/keyboard-and-focus.md): Shift+Enter starts a new line, and
 * Enter that ends an input method's composition stays the input method's.
 */
export const sendOnEnter = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
};
