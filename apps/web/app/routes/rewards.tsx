import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INVITE_REWARD_CENTS, MAX_REWARDS_CAP_CENTS, MAX_REWARDS_SHARE_BPS, REWARDS_EARNED_BPS, REWARDS_EARNED_CAP_CENTS, formatCents } from '@pitstop/contracts';
import { useSearchParams } from 'react-router';
import { useFreshProfile } from '~/features/accounts/api/get-profile';
import { PromoCodeForm } from '~/features/accounts/components/promo-code-form';
import { RewardsCard } from '~/features/accounts/components/rewards-card';
import { useCreditTransactions } from '~/features/rewards/api/list-credit-transactions';
import { CreditTransactions } from '~/features/rewards/components/credit-transactions';
import { Loading } from '~/components/ui/load-states';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /rewards (spec 001 §2; docs/product/rewards.md): the balance, earned and used, the invite link and its terms, a
 * promo code, and the ledger a page at a time (the page in the address).
 */
export const handle: RouteHandle = { title: 'Rewards' };

export const meta = handleMeta;

export default function Rewards() {
  const { profile } = useFreshProfile();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ledger = useCreditTransactions(page);
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Rewards
          </Title>
          <Text c="dimmed">Credit you spend on a booking: earned on completed jobs, with promo codes and by inviting friends.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {profile ? (
            <RewardsCard profile={profile} origin={typeof window === 'undefined' ? '' : window.location.origin} />
          ) : (
            <Paper withBorder radius="lg" p="lg">
              <Loading>Loading your rewards…</Loading>
            </Paper>
          )}
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="lg">
              <PromoCodeForm onApplied={() => ledger.refetch()} />
              <Stack gap={4} component="section" aria-labelledby="rewards-terms-title">
                <Title order={2} fz="md" id="rewards-terms-title">
                  How rewards work
                </Title>
                <Text size="sm">
                  A completed job earns {REWARDS_EARNED_BPS / 100} % of what your card paid, up to {formatCents(REWARDS_EARNED_CAP_CENTS)} a
                  job. A friend who joins with your invite link and confirms their email gets {formatCents(INVITE_REWARD_CENTS)}, and so
                  do you; a person accepts one invite, never their own. On a booking you can apply rewards up to{' '}
                  {MAX_REWARDS_SHARE_BPS / 100} % of the estimate, at most {formatCents(MAX_REWARDS_CAP_CENTS)}.
                </Text>
              </Stack>
            </Stack>
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="lg" p="lg">
          <CreditTransactions page={page} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true })} />
        </Paper>
      </Stack>
    </Container>
  );
}
