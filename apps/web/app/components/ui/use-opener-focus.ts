import { useCallback, useRef } from 'react';

/**
 * Focus back to what opened a dialog that mounts open and unmounts closed (docs/product/keyboard-and-focus.md): Mantine's Modal returns focus
 * only when its `opened` turns false while mounted, so such dialogs left focus on the body. `remember` the opener as
 * the dialog opens (the clicked control); `giveBack` when it closes. An opener that is gone by then, or about to go
 * (`{ toContainer: true }`: a Mark completed button on the job just completed), hands focus to the card or section it
 * stood in.
 */
export function useOpenerFocus() {
  const opener = useRef<{ element: HTMLElement; around: HTMLElement | null } | null>(null);
  const remember = useCallback((element: HTMLElement | null) => {
    opener.current = element ? { element, around: element.closest<HTMLElement>('article, section') } : null;
  }, []);
  const giveBack = useCallback(({ toContainer = false }: { toContainer?: boolean } = {}) => {
    const { element, around } = opener.current ?? {};
    opener.current = null;
    if (!toContainer && element?.isConnected && !element.hasAttribute('disabled')) {
      element.focus();
    } else if (around?.isConnected) {
      if (!around.hasAttribute('tabindex')) around.setAttribute('tabindex', '-1');
      around.focus();
    }
  }, []);
  return { remember, giveBack };
}
