import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { href, useNavigate } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { BRAND_PLAN } from '~/features/membership/brand-plan';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { useMyDetailedSubscriptions } from '~/features/membership/api/list-my-detailed-subscriptions';
import { CurrentSubscription } from '~/features/membership/components/current-subscription';
import { PaymentHistory } from '~/features/membership/components/payment-history';
import { SubscriptionHistory } from '~/features/membership/components/subscription-history';
import { SubscriptionModal, type SubscriptionModalTarget } from '~/features/membership/components/subscription-modal';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { MembershipCardChooser } from './shared/membership-card-chooser';

/**
 * /profile/subscriptions (docs/product/membership.md): the current membership with Cancel, Renew and Update payment
 * method (the subscription modal in its modes), its payments, and past memberships; without one, a call to join.
 */
export const handle: RouteHandle = { title: 'Subscriptions' };

export const meta = handleMeta;

export default function ProfileSubscriptions() {
  const navigate = useNavigate();
  const subscriptions = useMyDetailedSubscriptions();
  const { partnerId } = useCurrentPartner();
  const plan = useProgramAndPlan(partnerId, BRAND_PLAN);
  const [target, setTarget] = useState<SubscriptionModalTarget | null>(null);
  const current = subscriptions.data?.[0] ?? null;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={2} fz="xl">
        Your membership
      </Title>
      {subscriptions.isPending ? (
        <Loading>Loading your membership…</Loading>
      ) : subscriptions.isError ? (
        <LoadFailed title="We could not load your membership" error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
      ) : current ? (
        <>
          <CurrentSubscription
            subscription={current}
            onRenew={() => setTarget({ mode: 'renew', subscription: current })}
            onUpdatePaymentMethod={() => setTarget({ mode: 'update', subscription: current })}
          />
          <PaymentHistory subscriptionId={current.id} />
        </>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>You are not a member yet. Members save upwards of 25% on automotive services, with roadside help included.</Text>
            <Button
              disabled={!plan.data}
              loading={plan.isPending}
              onClick={() => plan.data && setTarget({ mode: 'join', programAndPlan: plan.data })}
            >
              {plan.data ? `Join ${plan.data.program.title}` : 'Join'}
            </Button>
          </Stack>
        </Paper>
      )}
      {subscriptions.isSuccess && <SubscriptionHistory currentId={current?.id ?? null} />}
      <SubscriptionModal
        target={target}
        onClose={() => setTarget(null)}
        CardChooser={MembershipCardChooser}
        onContinueFree={() => void navigate(href('/dashboard'))}
      />
    </Stack>
  );
}
