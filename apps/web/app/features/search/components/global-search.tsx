import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
// The same magnifier as IconSearch, under its other name: a second importer of IconSearch would split it into a chunk
// of its own and lengthen the landing page's service search's list of files (its 150 KB budget, ADR 008).
import { IconZoom } from '@tabler/icons-react';
import { QueryProvider } from '~/lib/query-provider';
import { SearchBox } from './search-box';

/**
 * The navbar's global search (docs/product/search.md), loaded on its own by the signed-in navbar for a user who has
 * made a request: a field from 992 px; below, a button that opens the same search in a dialog as wide as the
 * screen allows (360 px included).
 */
export default function GlobalSearch() {
  return (
    <QueryProvider>
      <ResponsiveSearch />
    </QueryProvider>
  );
}

function ResponsiveSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Box visibleFrom="md" w={240}>
        <SearchBox />
      </Box>
      <ActionIcon hiddenFrom="md" variant="subtle" color="dark" size="lg" radius="xl" aria-label="Open search" onClick={open}>
        <IconZoom size={20} aria-hidden="true" />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title="Search" size="lg" yOffset="4vh" closeButtonProps={{ 'aria-label': 'Close search' }}>
        <SearchBox autoFocus inline onNavigate={close} />
      </Modal>
    </>
  );
}
