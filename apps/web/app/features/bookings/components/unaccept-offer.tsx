import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { OfferUnaccept } from '@pitstop/contracts';
import { useState } from 'react';
import { FormActions } from '~/components/forms/form-actions';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { pushAlert } from '~/lib/alerts';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useUnacceptOffer } from '../api/unaccept-offer';

/** Said on screen once the booking is undone (the estimates page shows next). */
export const UNACCEPTED_MESSAGE = 'You are back at your estimates. The time is given back to the shop and the hold on your card is released.';

/**
 * "Choose another estimate" (docs/product/booking-and-payments.md): after a confirmation with the
 * reason (the contract's `OfferUnaccept`), the booking is undone and the person is back at the estimates.
 */
export function UnacceptOffer({ requestId, offerId, onUnaccepted }: { requestId: string; offerId: string; onUnaccepted: () => void }) {
  const [opened, setOpened] = useState(false);
  const unaccept = useUnacceptOffer();
  const form = useSchemaForm(OfferUnaccept, { initialValues: { reasonUnaccepted: '' } });
  const close = () => {
    setOpened(false);
    form.reset();
    form.setProblem(null);
  };
  const submit = form.submit(async (body) => {
    await unaccept.mutateAsync({ requestId, offerId, body });
    setOpened(false);
    pushAlert({ type: 'success', message: UNACCEPTED_MESSAGE });
    onUnaccepted();
  });
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Choose another estimate
      </Button>
      <Modal opened={opened} onClose={close} title="Choose another estimate?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form noValidate aria-label="Choose another estimate" onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">This booking is undone: the time goes back to the shop and the hold on your card is released. Your other estimates are still there.</Text>
            <ProblemAlert problem={form.problem} />
            <Textarea label="Why are you changing your mind?" withAsterisk rows={3} maxLength={1000} {...form.getInputProps('reasonUnaccepted')} />
            <FormActions keepLabel="Keep this booking" onKeep={close} submitLabel="Choose another estimate" submitting={form.submitting} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
