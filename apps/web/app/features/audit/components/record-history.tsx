import { Paper, Title } from '@mantine/core';
import { AuditLogTable } from './audit-log-table';

/** A console record's page's "History": the audit log's entries about that record (ADR 078), newest first. */
export function RecordHistory({ subjectType, subjectId, mt }: { subjectType: string; subjectId: string; mt?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" mt={mt}>
      <Title order={2} fz="md" mb="xs">
        History
      </Title>
      <AuditLogTable filter={{ subjectType, subjectId }} />
    </Paper>
  );
}
