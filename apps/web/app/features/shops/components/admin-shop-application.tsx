import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { AdminShopApplicationMark, SHOP_APPLICATION_SERVICE_LABELS } from '@pitstop/contracts';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { formatPhone } from '~/components/ui/phone-input';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { type AdminShopApplicationView, useAdminShopApplication } from '../api/get-admin-shop-application';
import { useMarkAdminShopApplication } from '../api/mark-admin-shop-application';

/** When an application came in or was handled: the console's times are UTC. */
export const applicationDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Handled (the light green, as an approved extra line) or still to handle (the filled yellow with dark text, Mantine's
 * autoContrast): white on the filled green was 4.36:1 and on the filled orange 4.29:1, under AA's 4.5.
 */
export function HandledBadge({ handled }: { handled: boolean }) {
  return handled ? (
    <Badge color="green" variant="light">
      Handled
    </Badge>
  ) : (
    <Badge color="yellow" autoContrast>
      To handle
    </Badge>
  );
}

/** One labelled fact of the application. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Handled or not: who marked it when, and the control that turns it over, with a note kept in the audit log. */
function HandledControl({ application }: { application: AdminShopApplicationView }) {
  const mark = useMarkAdminShopApplication();
  const handled = application.handledAt !== null;
  const form = useSchemaForm(AdminShopApplicationMark, { initialValues: { handled: !handled, note: '' } });
  return (
    <form
      noValidate
      aria-label="Handled"
      onSubmit={form.submit(async (body) => {
        await mark.mutateAsync({ id: application.id, body: { ...body, handled: !handled } });
        form.reset();
      })}
    >
      <Stack gap="sm">
        <Group gap="sm">
          <HandledBadge handled={handled} />
          {application.handledAt && (
            <Text size="sm" c="dimmed">
              by {application.handledByEmail ?? 'a deleted account'}, {applicationDate.format(new Date(application.handledAt))} UTC
            </Text>
          )}
        </Group>
        <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
        <Textarea
          label="Note (optional)"
          description={handled ? 'Why it is not handled after all: kept in the audit log.' : 'What was done: kept in the audit log.'}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit" variant={handled ? 'default' : 'filled'} loading={form.submitting}>
            {handled ? 'Mark not handled' : 'Mark handled'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A shop's application in the console (docs/product/operations.md): everything the shop sent — what the shop typed is
 * shown as text, its website not linked (ADR 047) — a mail and a call link to reach the shop, and the handled mark.
 */
export function AdminShopApplication({ id }: { id: string }) {
  const application = useAdminShopApplication(id);
  if (application.isPending) return <Loading>Loading the application…</Loading>;
  if (application.isError) return <LoadFailed title="We could not load this application" error={application.error} onRetry={() => void application.refetch()} />;
  const data = application.data;
  const address = [data.addressLine1, data.addressLine2, `${data.addressCity}, ${data.addressState} ${data.addressZipcode}`].filter(Boolean).join('\n');
  return (
    <Stack gap="xl">
      <Card withBorder radius="md">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {data.shopName}
            </Title>
            <Text size="sm" c="dimmed">
              Applied {applicationDate.format(new Date(data.createdAt))} UTC
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component="a" href={`mailto:${data.email}`} variant="light" style={{ maxWidth: '100%' }}>
              Email {data.email}
            </Button>
            <Button component="a" href={`tel:+1${data.phone}`} variant="light">
              Call {formatPhone(data.phone)}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact label="Contact">
              {data.contactFirstName} {data.contactLastName}
            </Fact>
            <Fact label="Address">{address}</Fact>
            <Fact label="Services">{data.services.map((service) => SHOP_APPLICATION_SERVICE_LABELS[service]).join(', ')}</Fact>
            <Fact label="Service bays">{data.bays}</Fact>
            <Fact label="Website">{data.website ?? 'Not given'}</Fact>
            <Fact label="Message">{data.message ?? 'None'}</Fact>
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <HandledControl key={`${data.id}:${data.handledAt ?? ''}`} application={data} />
      </Card>
    </Stack>
  );
}
