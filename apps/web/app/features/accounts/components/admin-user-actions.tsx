import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { AdminUserStatusChange, AUDIT_REASON_MAX } from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { AdminUserView } from '../api/get-admin-user';
import { resendAdminUserConfirmation } from '../api/resend-admin-user-confirmation';
import { useDisableAdminUser } from '../api/disable-admin-user';
import { useEnableAdminUser } from '../api/enable-admin-user';

/** Disable or enable, with a reason: a dialog whose form the contract's schema validates. */
function StatusDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const disabling = user.status !== 'disabled';
  const disable = useDisableAdminUser();
  const enable = useEnableAdminUser();
  const form = useSchemaForm(AdminUserStatusChange, { initialValues: { reason: '' } });
  return (
    <Modal opened onClose={onClose} title={disabling ? 'Disable this account' : 'Enable this account'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={form.submit(async ({ reason }) => {
          await (disabling ? disable : enable).mutateAsync({ userId: user.id, reason });
          onClose();
        })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {disabling
              ? 'The person is signed out everywhere at once and cannot sign in until the account is enabled again.'
              : 'The person can sign in again.'}
          </Text>
          <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
          <Textarea label="Reason" description="Kept in the audit log." autosize minRows={2} maxLength={AUDIT_REASON_MAX} {...form.getInputProps('reason')} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={disabling ? 'red' : undefined} loading={form.submitting}>
              {disabling ? 'Disable account' : 'Enable account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The admin's actions on an account (ADR 078), each audited by the server: disable or enable, resend the confirmation code. */
export function AdminUserActions({ user, self }: { user: AdminUserView; self: boolean }) {
  const [dialog, setDialog] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const resend = useAction(async () => setSent((await resendAdminUserConfirmation(user.id)).message));
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {!self && (
          <Button variant={user.status === 'disabled' ? 'filled' : 'outline'} color={user.status === 'disabled' ? undefined : 'red'} onClick={() => setDialog(true)}>
            {user.status === 'disabled' ? 'Enable account' : 'Disable account'}
          </Button>
        )}
        {!user.confirmed && (
          <Button variant="default" loading={resend.pending} onClick={() => void resend.run()}>
            Resend confirmation code
          </Button>
        )}
      </Group>
      <ProblemAlert problem={resend.problem} onClose={() => resend.setProblem(null)} />
      {sent && (
        <Text size="sm" role="status">
          {sent}
        </Text>
      )}
      {dialog && <StatusDialog user={user} onClose={() => setDialog(false)} />}
    </Stack>
  );
}
