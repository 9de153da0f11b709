/**
 * Navigation for code outside React (the API client's 429 → /429). The app registers React Router's
 * `navigate` once mounted (root.tsx); before that, and where none is registered, the browser loads the page.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let registered: Navigate | null = null;

/** Registers the app's navigate function; returns the function that unregisters it. */
export function registerNavigate(navigate: Navigate): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) {
    registered(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
