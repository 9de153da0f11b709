import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, href, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { bookingPath, chosenTimeOf } from '~/features/bookings/booking-paths';
import { useSubscriptionCheck } from '~/features/membership/api/check-subscription';
import { useProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { BRAND_PLAN } from '~/features/membership/brand-plan';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { PlanList } from '~/features/membership/components/plan-list';
import { SubscriptionModal, type SubscriptionModalTarget } from '~/features/membership/components/subscription-modal';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { MembershipCardChooser } from './shared/membership-card-chooser';

/**
 * /service-request/{id}/offer/{offerId}/subscription-confirm (docs/product/membership.md): the plus upsell between
 * choosing a time and confirming. Get Started opens the subscription modal at its payment step; once joined (Done),
 * the booking goes on to confirm with the chosen time, where the member price applies (the server applies the
 * discount at booking). A member goes straight on; 'Continue without plus' too. Without a chosen time it goes back
 * to the times.
 */
export const handle: RouteHandle = { title: 'Save with plus', stepBar: 'onramp', step: 'confirm' };

export const meta = handleMeta;

export default function SubscriptionConfirm() {
  const { id = '', offerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { partnerId } = useCurrentPartner();
  const check = useSubscriptionCheck(partnerId);
  const plan = useProgramAndPlan(partnerId, BRAND_PLAN);
  const [target, setTarget] = useState<SubscriptionModalTarget | null>(null);
  const chosen = chosenTimeOf(search);
  if (!chosen) return <Navigate to={bookingPath('book', { id, offerId })} replace />;
  const confirm = bookingPath('confirm', { id, offerId }, chosen);
  // A member books at the member price; one who has just joined first sees the modal's success view.
  if (check.data?.result && target === null) return <Navigate to={confirm} replace />;
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Save with plus
        </Title>
        <Text>Members save upwards of 25% on automotive services, this booking included, with roadside help.</Text>
        {check.isPending || plan.isPending ? (
          <Loading>Loading the plans…</Loading>
        ) : plan.isError ? (
          <LoadFailed title="We could not load the plans" error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <PlanList
            options={plan.data.subscriptionOptions}
            hiddenFreePlan={plan.data.programPlan.hiddenFreePlan}
            onGetStarted={(option) => setTarget({ mode: 'join', programAndPlan: plan.data, option, hidePlans: true })}
            onContinueFree={() => void navigate(confirm)}
          />
        )}
        <div>
          <Button size="md" variant="default" onClick={() => void navigate(confirm)}>
            Continue without plus
          </Button>
        </div>
      </Stack>
      <SubscriptionModal
        target={target}
        onClose={() => setTarget(null)}
        CardChooser={MembershipCardChooser}
        onContinueFree={() => void navigate(href('/dashboard'))}
      />
    </Container>
  );
}
