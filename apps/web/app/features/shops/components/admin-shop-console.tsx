import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { AdminShopActivation, AdminShopStaffCreate } from '@pitstop/contracts';
import { useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useAddAdminShopStaff } from '../api/add-admin-shop-staff';
import { type AdminShopView, useAdminShopLocation } from '../api/get-admin-shop-location';
import { useRemoveAdminShopStaff } from '../api/remove-admin-shop-staff';
import { useSetAdminShopActivation } from '../api/set-admin-shop-activation';
import { useUpdateAdminShopSettings } from '../api/update-admin-shop-settings';
import { SettingsForm } from './settings-form';

/** On or off the marketplace, with a reason: a dialog whose form the contract's schema validates. */
function ActivationDialog({ shop, onClose }: { shop: AdminShopView; onClose: () => void }) {
  const turningOff = shop.active;
  const setActivation = useSetAdminShopActivation();
  const form = useSchemaForm(AdminShopActivation, { initialValues: { active: !shop.active, reason: '' } });
  return (
    <Modal opened onClose={onClose} title={turningOff ? 'Take this shop off the marketplace' : 'Put this shop back on the marketplace'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={form.submit(async (body) => { await setActivation.mutateAsync({ locationId: shop.id, body }); onClose(); })}>
        <Stack gap="sm">
          <Text size="sm">
            {turningOff
              ? 'New requests no longer reach it and it makes no instant offers. Its bookings stand.'
              : 'New requests in its reach get its offers again.'}
          </Text>
          <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
          <Textarea label="Reason" description="Kept in the audit log." autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={turningOff ? 'red' : undefined} loading={form.submitting}>
              {turningOff ? 'Take off' : 'Put back'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The location's staff: add an account by its email, remove one. */
function StaffSection({ shop }: { shop: AdminShopView }) {
  const add = useAddAdminShopStaff();
  const remove = useRemoveAdminShopStaff();
  const form = useSchemaForm(AdminShopStaffCreate, { initialValues: { email: '' } });
  const removing = useAction((userId: string) => remove.mutateAsync({ locationId: shop.id, userId }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Staff ({shop.staff.length})
      </Title>
      <ProblemAlert problem={removing.problem} onClose={() => removing.setProblem(null)} />
      {shop.staff.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Staff">
            <Table.Tbody>
              {shop.staff.map((member) => (
                <Table.Tr key={member.userId}>
                  <Table.Td>
                    <Text size="sm">{member.name || '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td align="right">
                    <Button variant="subtle" color="red" size="xs" loading={removing.pending} onClick={() => void removing.run(member.userId)} aria-label={`Remove ${member.email}`}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form
        noValidate
        aria-label="Add staff"
        onSubmit={form.submit(async (body) => {
          await add.mutateAsync({ locationId: shop.id, body });
          form.reset();
        })}
      >
        <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
        <Group align="flex-end" gap="sm">
          <TextInput label="Add an account as staff" description="The email it signs in with" type="email" style={{ flex: 1, minWidth: 220 }} {...form.getInputProps('email')} />
          <Button type="submit" loading={form.submitting}>
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/**
 * A shop location in the console (docs/product/operations.md): on or off the marketplace, its settings in the shop
 * portal's own form (the same rules and units; the admin's change audited), and its staff.
 */
export function AdminShopConsole({ locationId }: { locationId: string }) {
  const shop = useAdminShopLocation(locationId);
  const update = useUpdateAdminShopSettings();
  const [activation, setActivation] = useState(false);
  const [saved, setSaved] = useState(false);
  if (shop.isPending) return <Loading>Loading the shop…</Loading>;
  if (shop.isError) return <LoadFailed title="We could not load this shop" error={shop.error} onRetry={() => void shop.refetch()} />;
  const data = shop.data;
  return (
    <Stack gap="xl">
      <Card withBorder radius="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{data.companyName}</Text>
            <Text size="sm">
              {data.address}, {data.city}, {data.state} {data.zipcode} · {data.metroName}
            </Text>
          </Stack>
          <Group gap="sm">
            {data.active ? <Badge color="green">On the marketplace</Badge> : <Badge color="gray">Off the marketplace</Badge>}
            <Button variant="outline" color={data.active ? 'red' : undefined} onClick={() => setActivation(true)}>
              {data.active ? 'Take off the marketplace' : 'Put back on the marketplace'}
            </Button>
          </Group>
        </Group>
      </Card>
      {activation && <ActivationDialog shop={data} onClose={() => setActivation(false)} />}
      <Stack gap="sm">
        <Title order={2} size="h4">
          Rates and hours
        </Title>
        {saved && (
          <Text size="sm" role="status">
            Settings saved. New requests are priced with them.
          </Text>
        )}
        <SettingsForm
          key={data.id}
          location={{ ...data, medianAnswerMinutes: null, openRequestCount: 0, openRequestCountCapped: false }}
          onSave={async (patch) => {
            setSaved(false);
            await update.mutateAsync({ locationId: data.id, patch });
            setSaved(true);
          }}
        />
      </Stack>
      <StaffSection shop={data} />
    </Stack>
  );
}
