import { Modal } from '@mantine/core';
import type { DetailedSubscription, ProgramAndPlan, SubscriptionOption } from '@pitstop/contracts';
import { DEFAULT_ERROR_TEXT, GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '~/lib/use-action';
import { membershipKey } from '../api/keys';
import { useSubscribe } from '../api/subscribe';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { priceShown } from '../plan-list';
import { cardWords } from '../status-words';
import { RENEW_RELOAD_DELAY_MS, cancelReturnsToPlans } from '../subscription-modal-rules';
import { type CardChooser, PaymentStep } from './payment-step';
import { PlansScreen } from './plans-screen';
import { SubscriptionSuccess } from './subscription-success';

export type SubscriptionModalTarget =
  /** A new join: the program's plans, starting at `option`'s payment step when given; `hidePlans` leaves the list out. */
  | { mode: 'join'; programAndPlan: ProgramAndPlan; option?: SubscriptionOption | null; hidePlans?: boolean }
  /** Update the payment method, or renew (a cancelled membership still running, or one whose payment failed). */
  | { mode: 'update' | 'renew'; subscription: DetailedSubscription };

export interface SubscriptionModalProps {
  /** What the modal does; null: closed. */
  target: SubscriptionModalTarget | null;
  onClose: () => void;
  CardChooser: CardChooser;
  /** The free plan's Continue for free. */
  onContinueFree: () => void;
  /** After the call succeeded and the member's resources were reloaded (the success view then shows). */
  onSucceeded?: (subscription: DetailedSubscription) => void;
}

const summaryOf = (option: SubscriptionOption) => {
  const shown = priceShown(option);
  return `${option.label}: ${shown.price}${shown.per ? ` / ${shown.per}` : ''}${shown.billed ? `, billed ${shown.billed}` : ''}`;
};

/** The subscription modal (spec 001 §2, §4): plan list → payment → success, in one of its three modes. */
export function SubscriptionModal({ target, onClose, ...rest }: SubscriptionModalProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? titleOf(target) : ''} size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Mounted per opening: each opening starts at its own step with nothing chosen. */}
      {target && <SubscriptionFlow target={target} onClose={onClose} {...rest} />}
    </Modal>
  );
}

const titleOf = (target: SubscriptionModalTarget) =>
  target.mode === 'join' ? `Join ${target.programAndPlan.program.title}` : target.mode === 'update' ? 'Update payment method' : 'Renew your membership';

function SubscriptionFlow({ target, onClose, CardChooser, onContinueFree, onSucceeded }: SubscriptionModalProps & { target: SubscriptionModalTarget }) {
  const client = useQueryClient();
  const join = useSubscribe();
  const update = useUpdatePaymentMethod();
  const hidePlans = target.mode !== 'join' || Boolean(target.hidePlans);
  const [option, setOption] = useState<SubscriptionOption | null>(target.mode === 'join' ? (target.option ?? null) : target.subscription.subscriptionOption);
  const [done, setDone] = useState<DetailedSubscription | null>(null);

  const submit = useAction(async (paymentToken: string) => {
    let result: DetailedSubscription;
    if (target.mode === 'update') {
      result = await update.mutateAsync({ id: target.subscription.id, paymentMethodId: paymentToken });
    } else if (target.mode === 'renew') {
      const { subscription } = target;
      result = await join.mutateAsync({
        programPlanId: subscription.programPlanId,
        subscriptionOptionId: subscription.subscriptionOptionId,
        // The processor's id, or ours before billing gave it one (the server takes either).
        processorSubscriptionId: subscription.masterId ?? subscription.id,
        paymentToken,
      });
      await new Promise((resolve) => setTimeout(resolve, RENEW_RELOAD_DELAY_MS));
    } else {
      if (!option) return;
      result = await join.mutateAsync({ programPlanId: option.programPlanId, subscriptionOptionId: option.id, paymentToken });
    }
    await client.invalidateQueries({ queryKey: membershipKey });
    setDone(result);
    onSucceeded?.(result);
  }, {
    // Spec 001 §8: a join that fails without the server's words says the generic sentence.
    onFailure: (problem) => (problem.message === DEFAULT_ERROR_TEXT ? { ...problem, message: GENERIC_FAILURE_TEXT } : problem),
  });

  if (done) return <SubscriptionSuccess mode={target.mode} subscription={done} onDone={onClose} />;

  if (target.mode === 'join' && !option) {
    const { programAndPlan } = target;
    return (
      <PlansScreen
        inModal
        options={programAndPlan.subscriptionOptions}
        hiddenFreePlan={programAndPlan.programPlan.hiddenFreePlan}
        onGetStarted={setOption}
        onContinueFree={onContinueFree}
      />
    );
  }

  const brand = target.mode === 'join' ? target.programAndPlan.program.title : target.subscription.programTitle;
  const backToPlans = cancelReturnsToPlans({ mode: target.mode, hidePlans }) ? () => setOption(null) : null;
  // With the plans hidden (the plans page behind), going back to them is closing the modal.
  const backLink = target.mode === 'join' ? (backToPlans ?? onClose) : null;
  const card = target.mode !== 'join' && target.subscription.paymentMethod;
  return (
    <PaymentStep
      mode={target.mode}
      brand={brand}
      summary={
        target.mode === 'update'
          ? `Billed now to ${card ? cardWords(card) : 'no card'}. Choose the card to bill from now on.`
          : summaryOf(option!)
      }
      onBackToPlans={backLink}
      onCancel={backToPlans ?? onClose}
      CardChooser={CardChooser}
      submit={submit}
    />
  );
}
