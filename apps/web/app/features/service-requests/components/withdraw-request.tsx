import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { NOTE_MAX_LENGTH, WITHDRAW_REASONS } from '@pitstop/contracts/service-requests';
import { useState } from 'react';
import { FormActions } from '~/components/forms/form-actions';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useBrandName } from '~/lib/runtime-config';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useWithdrawServiceRequest } from '../api/withdraw-service-request';
import { WithdrawFormSchema } from '../schemas';

const reasons = Object.entries(WITHDRAW_REASONS);

/**
 * 'Withdraw request' and its dialog (docs/product/requests-and-offers.md: DELETE with reason_withdrawn, reason_withdrawn_description,
 * come_back): why, a description when the reason is "Something else", and whether the person would come back.
 */
export function WithdrawRequest({ requestId }: { requestId: string }) {
  const [opened, setOpened] = useState(false);
  const brand = useBrandName();
  const withdraw = useWithdrawServiceRequest();
  const form = useSchemaForm(WithdrawFormSchema, {
    initialValues: { reasonWithdrawn: '', reasonWithdrawnDescription: '', comeBack: '' },
  });
  const close = () => {
    setOpened(false);
    form.reset();
    form.setProblem(null);
  };
  const submit = form.submit(async ({ reasonWithdrawn, reasonWithdrawnDescription, comeBack }) => {
    await withdraw.mutateAsync({
      id: requestId,
      query: { reasonWithdrawn, reasonWithdrawnDescription, comeBack: comeBack ?? undefined },
    });
    setOpened(false);
  });

  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        Withdraw request
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Withdraw this request?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form noValidate aria-label="Withdraw this request" onSubmit={submit}>
          <Stack gap="md">
            <ProblemAlert problem={form.problem} />
            <Radio.Group label="Why are you withdrawing it?" withAsterisk {...form.getInputProps('reasonWithdrawn')}>
              <Stack gap={6} mt="xs">
                {reasons.map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Tell us more"
              description={form.values.reasonWithdrawn === 'other' ? undefined : 'Optional'}
              withAsterisk={form.values.reasonWithdrawn === 'other'}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              {...form.getInputProps('reasonWithdrawnDescription')}
            />
            <Radio.Group label={`Would you come back to ${brand}?`} {...form.getInputProps('comeBack')}>
              <Group gap="lg" mt="xs">
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
            <FormActions keepLabel="Keep my request" onKeep={close} submitLabel="Withdraw request" submitting={form.submitting} color="red" />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
