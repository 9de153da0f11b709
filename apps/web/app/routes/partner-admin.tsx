import { Alert, Badge, Button, Container, Group, Loader, Pagination, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { PARTNER_MEMBERS_TAKE_DEFAULT } from '@pitstop/contracts';
import { useState } from 'react';
import { exportPartnerMembers } from '~/features/membership/api/export-partner-members';
import { usePartnerMembers } from '~/features/membership/api/list-partner-members';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';
import { saveFile } from '~/lib/save-file';
import { useAction } from '~/lib/use-action';

/**
 * /partner-admin (ADR 060): the dashboard of a partner's admin — the partner's programs and plans with their member
 * counts, its members (name, plan, status, since) a page at a time, and every member as CSV. Only the partners the
 * person administers can be chosen; the server answers nothing of any other (404).
 */
export const handle: RouteHandle = { title: 'Partner admin' };

export const meta = handleMeta;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export default function PartnerAdminPage() {
  const user = useCurrentUser();
  const partners = user?.administeredPartners ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const partner = partners.find((p) => p.id === chosen) ?? partners[0] ?? null;
  const [page, setPage] = useState(1);
  const take = PARTNER_MEMBERS_TAKE_DEFAULT;
  const members = usePartnerMembers(partner?.id ?? null, { skip: (page - 1) * take, take });
  const download = useAction(async () => {
    if (!partner) return;
    saveFile(await exportPartnerMembers(partner.id), `${partner.slug}-members.csv`);
  });

  if (!partner) {
    return (
      <Container size="md" py="xl">
        <Alert color="gray" variant="light" title="No partner to administer">
          This page is for the people who run a partner’s program.
        </Alert>
      </Container>
    );
  }
  const data = members.data;
  return (
    <Container size="lg" px="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{partner.name}</Title>
          {partners.length > 1 && (
            <Select
              label="Partner"
              data={partners.map((p) => ({ value: p.id, label: p.name }))}
              value={partner.id}
              onChange={(value) => {
                setChosen(value);
                setPage(1);
              }}
              allowDeselect={false}
            />
          )}
        </Group>
        {members.isPending && <Loader aria-label="Loading members" />}
        {members.isError && (
          <Alert color="red" variant="light" role="alert">
            {members.error.message}
          </Alert>
        )}
        {data && (
          <>
            <Paper withBorder radius="lg" p="lg">
              <Title order={2} fz="lg" mb="sm">
                Programs and plans
              </Title>
              <Table.ScrollContainer minWidth={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Program</Table.Th>
                      <Table.Th>Plan</Table.Th>
                      <Table.Th>Members</Table.Th>
                      <Table.Th>Current members</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.plans.map((plan) => (
                      <Table.Tr key={plan.programPlanId}>
                        <Table.Td>{plan.programTitle}</Table.Td>
                        <Table.Td>{plan.planName}</Table.Td>
                        <Table.Td>{plan.members}</Table.Td>
                        <Table.Td>{plan.currentMembers}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg">
                  Members ({data.count})
                </Title>
                <Button variant="default" loading={download.pending} onClick={() => void download.run()}>
                  Download CSV
                </Button>
              </Group>
              <ProblemAlert problem={download.problem} onClose={() => download.setProblem(null)} />
              {data.members.length === 0 ? (
                <Text c="dimmed">No members yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table aria-label="Members">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Plan</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Since</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.members.map((member) => (
                        <Table.Tr key={member.subscriptionId}>
                          <Table.Td>{member.name || '—'}</Table.Td>
                          <Table.Td>
                            {member.programTitle} · {member.planName}
                          </Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={member.current ? 'green' : 'gray'}>
                              {member.status.replace('_', ' ')}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{dateFormat.format(new Date(member.since))}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {data.count > take && (
                <Pagination mt="md" total={Math.ceil(data.count / take)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
              )}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
