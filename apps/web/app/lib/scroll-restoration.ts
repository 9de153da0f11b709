import type { Location, UIMatch } from 'react-router';
import { mergeRouteHandles } from './route-handle';

/**
 * `getKey` for <ScrollRestoration> (spec: "pages scroll to top unless the route asks to preserve scroll").
 * React Router saves the position of the page being left under its key, then restores the position saved
 * under the next page's key, or scrolls to the top when there is none. Every history entry has its own key,
 * so a new page starts at the top and Back returns to where it was. A route with `handle.preserveScroll`
 * takes the key of the page it was entered from: the position just saved there is "restored", which keeps
 * the page where it is.
 */
export function createScrollKeyGetter() {
  const aliases = new Map<string, string>();
  let lastKey: string | null = null;
  return (location: Location, matches: UIMatch[]): string => {
    let key = aliases.get(location.key);
    if (key === undefined) {
      key = mergeRouteHandles(matches).preserveScroll && lastKey !== null ? lastKey : location.key;
      aliases.set(location.key, key);
    }
    lastKey = key;
    return key;
  };
}
