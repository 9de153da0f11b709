import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, href, useNavigate } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useSubscriptionCheck } from '~/features/membership/api/check-subscription';
import { useProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { BRAND_PLAN } from '~/features/membership/brand-plan';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { PlansScreen } from '~/features/membership/components/plans-screen';
import { SubscriptionModal, type SubscriptionModalTarget } from '~/features/membership/components/subscription-modal';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { MembershipCardChooser } from './shared/membership-card-chooser';

/**
 * /subscriptions (spec 001 §2, docs/product/membership.md): the plans of the brand's plus program; a member goes on
 * to /dashboard. Get Started opens the subscription modal at its payment step; Continue for free goes to /dashboard.
 */
export const handle: RouteHandle = { title: 'Plans and pricing' };

export const meta = handleMeta;

export default function Subscriptions() {
  const navigate = useNavigate();
  const { partnerId } = useCurrentPartner();
  const check = useSubscriptionCheck(partnerId);
  const plan = useProgramAndPlan(partnerId, BRAND_PLAN);
  const [target, setTarget] = useState<SubscriptionModalTarget | null>(null);
  const toDashboard = () => void navigate(href('/dashboard'));

  // A member goes on; one who has just joined first sees the modal's success view.
  if (check.data?.result && target === null) return <Navigate to={href('/dashboard')} replace />;
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        {check.isPending || plan.isPending ? (
          <Loading>Loading the plans…</Loading>
        ) : plan.isError ? (
          <LoadFailed title="We could not load the plans" error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <>
            <div>
              <Title order={1} fz={{ base: 26, sm: 34 }}>
                {plan.data.program.title} plans and pricing
              </Title>
              <Text c="dimmed">Save upwards of 25% on automotive services, with roadside help included.</Text>
            </div>
            <PlansScreen
              options={plan.data.subscriptionOptions}
              hiddenFreePlan={plan.data.programPlan.hiddenFreePlan}
              onGetStarted={(option) => setTarget({ mode: 'join', programAndPlan: plan.data, option, hidePlans: true })}
              onContinueFree={toDashboard}
            />
            <SubscriptionModal target={target} onClose={() => setTarget(null)} CardChooser={MembershipCardChooser} onContinueFree={toDashboard} />
          </>
        )}
      </Stack>
    </Container>
  );
}
