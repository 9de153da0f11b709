import { createScopedKeydownHandler } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

/**
 * A group of many controls as one Tab stop (docs/product/keyboard-and-focus.md: the services page took 33 Tabs to Continue, the time picker
 * 85): the control last focused (else the first) is the stop, and the arrow keys — both directions, as the controls
 * wrap into rows —, Home and End move among the group's controls (Mantine's helper, as its Tabs use). The group is the
 * nearest ancestor matching `group`; its controls are those matching `item` on the same level. ADR 042.
 */
export function useRovingFocus<Item extends HTMLElement>({ group, item, count }: { group: string; item: string; count: number }) {
  const [current, setCurrent] = useState(0);
  const stop = Math.min(current, Math.max(0, count - 1));
  return {
    itemProps: (index: number) => ({
      tabIndex: index === stop ? 0 : -1,
      onFocus: () => setCurrent(index),
      onKeyDown: keysFor(group, item) as (event: KeyboardEvent<Item>) => void,
    }),
  };
}

const handlers = new Map<string, (event: KeyboardEvent<HTMLElement>) => void>();

function keysFor(group: string, item: string) {
  const key = `${group} ${item}`;
  let handler = handlers.get(key);
  if (!handler) {
    const options = { parentSelector: group, siblingSelector: item, dir: 'ltr' as const };
    const across = createScopedKeydownHandler({ ...options, orientation: 'horizontal' });
    const down = createScopedKeydownHandler({ ...options, orientation: 'vertical' });
    // The helper is typed for buttons (Tabs, SegmentedControl) and reads only the event's target and key.
    handler = (event) => {
      const keyed = event as unknown as KeyboardEvent<HTMLButtonElement>;
      across(keyed);
      if (!keyed.isPropagationStopped()) down(keyed);
    };
    handlers.set(key, handler);
  }
  return handler;
}
