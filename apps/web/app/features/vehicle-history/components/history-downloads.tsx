import { Button, Group, Stack } from '@mantine/core';
import { type VehicleHistoryVehicle, vehicleHistoryFilename } from '@pitstop/contracts';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { saveFile } from '~/lib/save-file';
import { useAction } from '~/lib/use-action';

/**
 * "Download PDF" and "Download CSV" (ADR 068): each file is fetched through the API client — the owner's with the
 * session's bearer token, a share link's with its token in the path — and saved under the car's name.
 */
export function HistoryDownloads({
  vehicle,
  pdf,
  csv,
}: {
  vehicle: Pick<VehicleHistoryVehicle, 'year' | 'make' | 'model'>;
  pdf: () => Promise<Blob>;
  csv: () => Promise<Blob>;
}) {
  const downloadPdf = useAction(async () => saveFile(await pdf(), vehicleHistoryFilename(vehicle, 'pdf')));
  const downloadCsv = useAction(async () => saveFile(await csv(), vehicleHistoryFilename(vehicle, 'csv')));
  const problem = downloadPdf.problem ?? downloadCsv.problem;
  return (
    <Stack gap="xs">
      <ProblemAlert
        problem={problem}
        onClose={() => {
          downloadPdf.setProblem(null);
          downloadCsv.setProblem(null);
        }}
      />
      <Group gap="sm">
        <Button variant="outline" onClick={() => void downloadPdf.run()} loading={downloadPdf.pending}>
          Download PDF
        </Button>
        <Button variant="outline" onClick={() => void downloadCsv.run()} loading={downloadCsv.pending}>
          Download CSV
        </Button>
      </Group>
    </Stack>
  );
}
