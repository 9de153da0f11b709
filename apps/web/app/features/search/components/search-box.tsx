import { Box, Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
// The same magnifier as IconSearch, under its other name: a second importer of IconSearch would split it into a chunk
// of its own and lengthen the landing page's service search's list of files (its 150 KB budget, ADR 008).
import { IconZoom } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '~/components/ui/load-states';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { type SearchResultView, useGlobalSearch } from '../api/global-search';

/** How long typing must pause before the words are searched. */
export const SEARCH_DEBOUNCE_MS = 250;

const GROUP_LABELS: Record<SearchKind, string> = {
  service_request: 'Requests',
  vehicle: 'Vehicles',
  shop: 'Shops',
  message_thread: 'Messages',
};

const valueOf = (result: Pick<SearchResultView, 'kind' | 'id'>) => `${result.kind}:${result.id}`;

export interface SearchBoxProps {
  /** Focus the field when its dialog opens (Mantine's focus trap takes `data-autofocus`). */
  autoFocus?: boolean;
  /** Draw the results in place (inside the small screens' dialog) rather than in a layer over the page. */
  inline?: boolean;
  /** After a result was opened (the dialog closes). */
  onNavigate?: () => void;
}

/**
 * The navbar's global search (docs/product/search.md): the user's requests, vehicles, shops and conversations, asked
 * for a pause of 250 ms after typing and shown by kind in a list under the field. Only the answer to the words in the
 * field is ever shown (an older one's request is aborted). Arrows move through the results, the first highlighted,
 * Enter opens one, Escape closes the list (Mantine Combobox).
 */
export function SearchBox({ autoFocus = false, inline = false, onNavigate }: SearchBoxProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const words = typed.trim();
  const [debounced] = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const search = useGlobalSearch(debounced);
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const settled = words === debounced && words.length > 0;
  const results = settled ? search.data?.results : undefined;

  // The first result is highlighted when an answer arrives, so Enter opens the best match.
  useEffect(() => {
    if (results && results.length > 0) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is stable; re-run when the results change
  }, [results]);

  const open = (value: string) => {
    const result = results?.find((candidate) => valueOf(candidate) === value);
    if (!result) return;
    combobox.closeDropdown();
    setTyped('');
    input.current?.blur();
    onNavigate?.();
    void navigate(result.path);
  };

  let body;
  if (!settled || search.isPending) {
    body = (
      <Box p="sm">
        <Loading>Searching…</Loading>
      </Box>
    );
  } else if (search.isError) {
    body = (
      <Box p="xs">
        <ProblemAlert problem={extractErrorText(search.error)} />
      </Box>
    );
  } else if (!results || results.length === 0) {
    body = <Combobox.Empty>No matches for “{search.data.query}”.</Combobox.Empty>;
  } else {
    body = SEARCH_KINDS.map((kind) => {
      const ofKind = results.filter((result) => result.kind === kind);
      if (ofKind.length === 0) return null;
      return (
        <Combobox.Group label={GROUP_LABELS[kind]} key={kind}>
          {ofKind.map((result) => (
            <Combobox.Option value={valueOf(result)} key={valueOf(result)}>
              <Text size="sm" fw={600} truncate="end">
                {result.title}
              </Text>
              {/* The option's own colour: white on the highlighted option's fill, where grey would not be read. */}
              <Text size="xs" c="inherit" truncate="end">
                {result.subtitle}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Group>
      );
    });
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      position="bottom-end"
      width={inline ? 'target' : 380}
      withinPortal={!inline}
      middlewares={{ flip: false, shift: true }}
    >
      {/* role=combobox with aria-expanded and aria-controls naming the list (docs/product/keyboard-and-focus.md). */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label="Search"
          placeholder="Search requests, cars, shops…"
          type="search"
          size="sm"
          radius="xl"
          ref={input}
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          maxLength={SEARCH_QUERY_MAX}
          leftSection={<IconZoom size={16} aria-hidden="true" />}
          rightSection={settled && search.isFetching ? <Loader size="xs" /> : null}
          value={typed}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTyped(next);
            if (next.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => {
            if (words) combobox.openDropdown();
          }}
          onClick={() => {
            if (words) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!words}>
        <Combobox.Options aria-label="Search results">
          <ScrollArea.Autosize mah={inline ? '70vh' : 420} type="auto">
            {body}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
