import { Combobox, Group, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import type { Service } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { SEARCH_RESULTS_HEIGHT_PX, SEARCH_TERM_MIN_LENGTH } from '@pitstop/contracts/constants';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageData } from '~/lib/page-data';
import { useServices } from '../api/get-services';
import { createServiceSearch } from '../search';
import { SEARCH_HINT, SERVICE_SEARCH_LABEL, SERVICE_SEARCH_PLACEHOLDER } from '../search-texts';

export interface ServiceSearchProps {
  /** Called with the service the user picked (click, or Enter on the highlighted one). */
  onPick: (service: Service) => void;
  /** Marks services already chosen with a check. */
  isSelected?: (service: Service) => boolean;
  /** After a pick: 'clear' empties the field (picking several), 'name' shows the picked service's name. */
  afterPick?: 'clear' | 'name';
  label?: string;
  placeholder?: string;
  initialQuery?: string;
  /** Focus the field when it appears (caret after the text). */
  autoFocus?: boolean;
  onQueryChange?: (query: string) => void;
  size?: 'sm' | 'md' | 'lg';
  /** A page's loader data (ADR 055) holding the catalogue: the standalone search puts it in its query cache. */
  pageData?: PageData;
}

export { SEARCH_HINT, SERVICE_SEARCH_LABEL };

/**
 * The fuzzy service search (docs/product/errors-and-validation.md, docs/product/requests-and-offers.md): searches the catalogue from 2 characters, results in a box
 * 300 px high that scrolls; arrows move through the results, Enter picks, Escape closes (Mantine Combobox).
 */
export function ServiceSearch({
  onPick,
  isSelected,
  afterPick = 'clear',
  label = SERVICE_SEARCH_LABEL,
  placeholder = SERVICE_SEARCH_PLACEHOLDER,
  initialQuery = '',
  autoFocus,
  onQueryChange,
  size = 'md',
}: ServiceSearchProps) {
  const [query, setQueryState] = useState(initialQuery);
  const setQuery = (next: string) => {
    setQueryState(next);
    onQueryChange?.(next);
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  const services = useServices();
  const search = useMemo(() => createServiceSearch(services.data ?? []), [services.data]);
  const results = useMemo(() => search(query), [search, query]);
  const searching = query.trim().length >= SEARCH_TERM_MIN_LENGTH;
  const combobox = useCombobox({
    defaultOpened: autoFocus && initialQuery.trim().length >= SEARCH_TERM_MIN_LENGTH,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  // The first result is highlighted as the list changes, so Enter picks the best match.
  useEffect(() => {
    if (searching && results.length > 0) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is stable; re-run when the results change
  }, [results, searching]);

  const pick = (id: string) => {
    const service = results.find((s) => s.id === id);
    if (!service) return;
    onPick(service);
    setQuery(afterPick === 'name' ? service.name : '');
    combobox.closeDropdown();
  };

  let body;
  if (services.isPending) {
    body = (
      <Group gap="xs" p="sm">
        <Loader size="xs" />
        <Text size="sm">Loading services…</Text>
      </Group>
    );
  } else if (services.isError) {
    body = (
      <Text size="sm" c="red.8" p="sm" role="alert">
        {extractErrorText(services.error)}
      </Text>
    );
  } else if (results.length === 0) {
    body = <Combobox.Empty>No service matches “{query.trim()}”. Try other words, or describe the problem.</Combobox.Empty>;
  } else {
    body = results.map((service) => (
      <Combobox.Option value={service.id} key={service.id}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {service.name}
            </Text>
            <Text size="xs" c="dimmed">
              {service.categoryName}
            </Text>
          </div>
          {isSelected?.(service) && <IconCheck size={16} aria-label="Selected" />}
        </Group>
      </Combobox.Option>
    ));
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      {/* role=combobox with aria-expanded and aria-controls naming the list of options (docs/product/keyboard-and-focus.md). */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          description={SEARCH_HINT}
          size={size}
          ref={input}
          autoComplete="off"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={services.isFetching && searching ? <Loader size="xs" /> : null}
          value={query}
          maxLength={128}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setQuery(next);
            if (next.trim().length >= SEARCH_TERM_MIN_LENGTH) {
              combobox.openDropdown();
            } else {
              combobox.closeDropdown();
            }
          }}
          onFocus={() => {
            if (searching) combobox.openDropdown();
          }}
          onClick={() => {
            if (searching) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options aria-label="Matching services">
          <ScrollArea.Autosize mah={SEARCH_RESULTS_HEIGHT_PX} type="auto">
            {body}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
