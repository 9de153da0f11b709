import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { VehicleHistoryView } from '../api/get-vehicle-history';
import { HistoryDownloads } from './history-downloads';
import { HistoryJobList } from './history-job-list';

/**
 * A history as either page reads it — the owner's or a share link's: loading, the failure as the page says it, or the
 * jobs with "Download PDF" and "Download CSV" (the page's own fetchers), then what the page adds (the share links).
 */
export function HistoryBody({
  history,
  pdf,
  csv,
  failure,
  children,
}: {
  history: UseQueryResult<VehicleHistoryView>;
  pdf: () => Promise<Blob>;
  csv: () => Promise<Blob>;
  failure: (message: string) => ReactNode;
  children?: ReactNode;
}) {
  if (history.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading the service history…</Text>
      </Group>
    );
  }
  if (history.isError) return failure(history.error.message);
  return (
    <>
      <HistoryJobList history={history.data} />
      <HistoryDownloads vehicle={history.data.vehicle} pdf={pdf} csv={csv} />
      {children}
    </>
  );
}
