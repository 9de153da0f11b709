import { Anchor, Stack, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { exportVehicleHistoryCsv } from '../api/export-vehicle-history-csv';
import { exportVehicleHistoryPdf } from '../api/export-vehicle-history-pdf';
import { useVehicleHistory } from '../api/get-vehicle-history';
import { HistoryBody } from './history-body';
import { HistoryShareLinks } from './history-share-links';

/** The owner's "Service history" of one vehicle (docs/product/vehicle-history.md): the jobs, the files, the share links. */
export function VehicleHistoryPage({ vehicleId }: { vehicleId: string }) {
  const history = useVehicleHistory(vehicleId);
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Anchor component={Link} to={href('/profile/vehicle')} size="sm">
          ← Your vehicles
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Service history
        </Title>
      </Stack>
      <HistoryBody
        history={history}
        pdf={() => exportVehicleHistoryPdf(vehicleId)}
        csv={() => exportVehicleHistoryCsv(vehicleId)}
        failure={(message) => <ProblemAlert problem={message} />}
      >
        <HistoryShareLinks vehicleId={vehicleId} />
      </HistoryBody>
    </Stack>
  );
}
