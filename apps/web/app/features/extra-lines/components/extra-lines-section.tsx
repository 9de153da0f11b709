import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ExtraLine, formatCents } from '@pitstop/contracts';
import { useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useDecideExtraLine } from '../api/decide-extra-line';
import { useExtraLines } from '../api/list-extra-lines';
import { ExtraLinePhoto } from './extra-line-photo';
import { useAction } from '~/lib/use-action';
import { ProblemAlert } from '~/components/ui/problem-alert';

// Waiting is the filled yellow with dark text (Mantine's autoContrast): the light yellow's text was 2.68:1.
const STATUS_LABEL: Record<ExtraLine['status'], { label: string; color: string; variant: 'light' | 'filled' }> = {
  proposed: { label: 'Waiting for you', color: 'yellow', variant: 'filled' },
  approved: { label: 'Approved', color: 'green', variant: 'light' },
  declined: { label: 'Declined: kept as advised work', color: 'gray', variant: 'light' },
};

function LineCard({ requestId, line, onDecided }: { requestId: string; line: ExtraLine; onDecided?: () => void }) {
  const decide = useDecideExtraLine(requestId);
  const [pending, setPending] = useState<'approve' | 'decline' | null>(null);
  const status = STATUS_LABEL[line.status];
  const decision = useAction(async (choice: 'approve' | 'decline') => {
    setPending(choice);
    try {
      await decide.mutateAsync({ lineId: line.id, decision: choice });
      onDecided?.();
    } finally {
      setPending(null);
    }
  });
  const answer = (choice: 'approve' | 'decline') => void decision.run(choice);
  const problem = decision.problem?.message ?? line.failureMessage;
  return (
    <Paper withBorder radius="md" p="md" data-testid="extra-line">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{line.serviceName}</Text>
            {line.description && (
              <Text size="sm" c="dimmed">
                {line.description}
              </Text>
            )}
          </Stack>
          <Text fw={600}>{formatCents(line.totalCents)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          Labor {line.laborHours} h {formatCents(line.laborCents)} · Parts {formatCents(line.partsCents)} · Fees {formatCents(line.feesCents)} · Tax{' '}
          {formatCents(line.taxCents)}
        </Text>
        {line.note && <Text size="sm">The shop’s note: {line.note}</Text>}
        {line.hasPhoto && <ExtraLinePhoto params={{ id: requestId, lineId: line.id }} alt={`Photo of ${line.serviceName}`} />}
        <Group justify="space-between">
          <Badge color={status.color} variant={status.variant} autoContrast>
            {status.label}
          </Badge>
          {line.status === 'proposed' && (
            <Group gap="xs">
              {/* Each line's buttons name their line: a list of several has one Decline each. */}
              <Button
                variant="default"
                size="xs"
                aria-label={`Decline ${line.serviceName}`}
                loading={pending === 'decline'}
                disabled={pending !== null}
                onClick={() => answer('decline')}
              >
                Decline
              </Button>
              <Button
                size="xs"
                aria-label={`Approve ${formatCents(line.totalCents)} for ${line.serviceName}`}
                loading={pending === 'approve'}
                disabled={pending !== null}
                onClick={() => answer('approve')}
              >
                Approve {formatCents(line.totalCents)}
              </Button>
            </Group>
          )}
        </Group>
        {line.status === 'proposed' && <ProblemAlert problem={problem} />}
      </Stack>
    </Paper>
  );
}

/**
 * The booking's extra work (docs/product/booking-and-payments.md): each line the shop found, with Approve and Decline. Only what
 * is approved is added to the total (and held on the card); declined lines stay on the car's record.
 */
export function ExtraLinesSection({
  requestId,
  hideWhenEmpty = false,
  onDecided,
}: {
  requestId: string;
  hideWhenEmpty?: boolean;
  /** A line was approved or declined: the page reads what depends on it again (the booking's money). */
  onDecided?: () => void;
}) {
  const lines = useExtraLines(requestId);
  if (lines.isPending) return <Loading>Loading the extra work…</Loading>;
  if (lines.isError) return <LoadFailed title="We could not load the extra work" error={lines.error} onRetry={() => void lines.refetch()} />;
  const approved = lines.data.filter((line) => line.status === 'approved').reduce((sum, line) => sum + line.totalCents, 0);
  if (hideWhenEmpty && lines.data.length === 0) return null;
  return (
    <Stack gap="sm" id="extra-work">
      <Title order={2} fz="lg">
        Extra work the shop found
      </Title>
      {lines.data.length === 0 ? (
        <Text c="dimmed">The shop has not asked for any extra work.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Approve or decline each line. Only what you approve is added to your total; you are never charged more than you approved.
          </Text>
          {lines.data.map((line) => (
            <LineCard key={line.id} requestId={requestId} line={line} onDecided={onDecided} />
          ))}
          {approved > 0 && <Text size="sm">Approved extra work: {formatCents(approved)}</Text>}
        </>
      )}
    </Stack>
  );
}
