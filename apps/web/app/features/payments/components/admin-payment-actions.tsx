import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { AdminRefundCreate, AdminVoidCreate } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { useState } from 'react';
import { MoneyInput } from '~/components/ui/money-input';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useRefundAdminPayment } from '../api/refund-admin-payment';
import { useVoidAdminPayment } from '../api/void-admin-payment';

/** What the console shows of a hold to act on it. */
export interface ConsolePayment {
  id: string;
  status: 'pending' | 'authorised' | 'failed' | 'captured' | 'released';
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
}

const REASON_MAX = 500;

/** The cents a refund may still give back. */
export const refundable = (payment: ConsolePayment) => (payment.status === 'captured' ? payment.capturedCents - payment.refundedCents : 0);

/**
 * Refund a charge, in full or in part. The dialog makes one Idempotency-Key when it opens: a retry (a slow network,
 * a second click) is the same refund, never a second one.
 */
function RefundDialog({ payment, onClose }: { payment: ConsolePayment; onClose: () => void }) {
  const [key] = useState(() => crypto.randomUUID());
  const refund = useRefundAdminPayment();
  const left = refundable(payment);
  const form = useSchemaForm(AdminRefundCreate, { initialValues: { amountCents: left, reason: '' } });
  return (
    <Modal opened onClose={onClose} title="Refund this payment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={form.submit(async (body) => {
          await refund.mutateAsync({ id: payment.id, key, body });
          onClose();
        })}
      >
        <Stack gap="sm">
          <Text size="sm">Up to {formatCents(left)} can be given back to the customer’s card. The customer’s bank shows it in a few days.</Text>
          <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
          <MoneyInput label="Amount" description={`At most ${formatCents(left)}`} maxCents={left} {...form.getInputProps('amountCents')} />
          <Textarea label="Reason" description="Kept in the audit log." autosize minRows={2} maxLength={REASON_MAX} {...form.getInputProps('reason')} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function VoidDialog({ payment, onClose }: { payment: ConsolePayment; onClose: () => void }) {
  const voidHold = useVoidAdminPayment();
  const form = useSchemaForm(AdminVoidCreate, { initialValues: { reason: '' } });
  return (
    <Modal opened onClose={onClose} title="Void this hold" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={form.submit(async (body) => {
          await voidHold.mutateAsync({ id: payment.id, body });
          onClose();
        })}
      >
        <Stack gap="sm">
          <Text size="sm">The {formatCents(payment.amountCents)} held on the customer’s card is given back; nothing is charged.</Text>
          <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
          <Textarea label="Reason" description="Kept in the audit log." autosize minRows={2} maxLength={REASON_MAX} {...form.getInputProps('reason')} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Void hold
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The console's actions on a card hold (docs/product/operations.md), each audited by the server: refund what was
 * charged, or void what is only held. The server has the last word (a hold a live booking needs is refused there).
 */
export function AdminPaymentActions({ payment }: { payment: ConsolePayment }) {
  const [dialog, setDialog] = useState<'refund' | 'void' | null>(null);
  const canRefund = refundable(payment) > 0;
  const canVoid = payment.status === 'authorised' || payment.status === 'pending';
  if (!canRefund && !canVoid) return null;
  return (
    <Group gap="sm">
      {canRefund && (
        <Button variant="outline" color="red" size="xs" onClick={() => setDialog('refund')}>
          Refund
        </Button>
      )}
      {canVoid && (
        <Button variant="outline" color="red" size="xs" onClick={() => setDialog('void')}>
          Void hold
        </Button>
      )}
      {dialog === 'refund' && <RefundDialog payment={payment} onClose={() => setDialog(null)} />}
      {dialog === 'void' && <VoidDialog payment={payment} onClose={() => setDialog(null)} />}
    </Group>
  );
}
