import { Pagination, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { LoadFailed, Loading } from './load-states';

/** A console list's page size (the API's default for the consoles' searches). */
export const CONSOLE_PER_PAGE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A console list's count in words: "1 request", "2,345 requests", "10,000+ requests" when the server stopped counting
 * (`countCapped`, ADR 084).
 */
export const countInWords = ({ count, countCapped }: { count: number; countCapped?: boolean }, [one, many]: [string, string]) =>
  count === 1 && !countCapped ? `1 ${one}` : `${count.toLocaleString('en-US')}${countCapped ? '+' : ''} ${many}`;

/** How many pages a count makes: one more past a capped count, the server counting further as the pages go (ADR 084). */
export const pageTotal = ({ count, countCapped }: { count: number; countCapped?: boolean }, perPage: number) =>
  Math.ceil(count / perPage) + (countCapped ? 1 : 0);

/** A console list's search words (sent after a typing pause), its filter and its page: a new search or filter is page 1 again. */
export function useConsoleList<Filter extends string>(initialFilter: Filter) {
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const [page, setPage] = useState(1);
  return {
    words,
    q,
    filter,
    page,
    setPage,
    setWords: (value: string) => {
      setWords(value);
      setPage(1);
    },
    setFilter: (value: Filter) => {
      setFilter(value);
      setPage(1);
    },
  };
}
export type ConsoleList<Filter extends string> = ReturnType<typeof useConsoleList<Filter>>;

/** Above a console list: the search field and the filter, labelled (side by side from `sm`, stacked at 360 px). */
export function ConsoleListControls<Filter extends string>({
  list,
  search,
  filter,
}: {
  list: ConsoleList<Filter>;
  search: { label: string; description: string };
  filter: { label: string; options: { value: Filter; label: string }[] };
}) {
  const filterId = useId();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={search.label} description={search.description} type="search" value={list.words} onChange={(event) => list.setWords(event.currentTarget.value)} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={filterId}>
          {filter.label}
        </Text>
        <SegmentedControl aria-labelledby={filterId} value={list.filter} onChange={(value) => list.setFilter(value as Filter)} data={filter.options} w="fit-content" />
      </Stack>
    </SimpleGrid>
  );
}

/**
 * A console list's states: loading, failed (with a retry), the count read out as it changes, a sentence when nothing
 * is found, the rows (`children`), and the pages.
 */
export function ConsoleListResults<Data extends { count: number }>({
  query,
  list,
  text,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: Data; refetch: () => unknown };
  list: Pick<ConsoleList<string>, 'page' | 'setPage'>;
  text: { loading: string; failed: string; count: (count: number) => string; empty?: string };
  children: (data: Data) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <Loading>{text.loading}</Loading>}
      {query.isError && <LoadFailed title={text.failed} error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {text.count(query.data.count)}
          </Text>
          {query.data.count === 0 ? text.empty && <Text>{text.empty}</Text> : children(query.data)}
          {query.data.count > CONSOLE_PER_PAGE && (
            <Pagination
              total={Math.ceil(query.data.count / CONSOLE_PER_PAGE)}
              value={list.page}
              onChange={list.setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </>
  );
}
