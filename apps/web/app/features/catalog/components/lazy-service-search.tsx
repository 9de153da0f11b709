import { TextInput } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { SEARCH_HINT, SERVICE_SEARCH_PLACEHOLDER } from '../search-texts';
import type { ServiceSearchProps } from './service-search';

type SearchComponent = ComponentType<ServiceSearchProps>;

let loaded: SearchComponent | null = null;
const load = () =>
  import('./standalone-service-search').then((module) => {
    loaded = module.default;
    return loaded;
  });

/**
 * The service search for the landing page, whose first load must stay small (ADR 008): a plain field with the
 * same label until the user comes near it (pointer, touch or focus); then the real search (Combobox, fuse.js,
 * the catalogue, TanStack Query) loads and takes its place with what was typed, keeping the focus. Its label is
 * required: both fields show the caller's, and the landing page does not carry a default it never shows.
 */
export function LazyServiceSearch(props: ServiceSearchProps & { label: string }) {
  const [Search, setSearch] = useState<SearchComponent | null>(() => loaded);
  const [typed, setTyped] = useState(props.initialQuery ?? '');
  const [focused, setFocused] = useState(false);

  const activate = () => {
    if (Search) return;
    // A failed load leaves the plain field; the next approach tries again.
    load().then((component) => setSearch(() => component), () => undefined);
  };

  if (Search) return <Search {...props} initialQuery={typed} autoFocus={focused || props.autoFocus} />;
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder ?? SERVICE_SEARCH_PLACEHOLDER}
      description={SEARCH_HINT}
      size={props.size ?? 'md'}
      autoComplete="off"
      maxLength={128}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onPointerEnter={activate}
      onTouchStart={activate}
      onFocus={() => {
        setFocused(true);
        activate();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
