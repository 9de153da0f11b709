import { List, Stack, Text, Title } from '@mantine/core';
import { useSubscriptionHistory } from '../api/list-my-subscriptions';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { membershipDate } from '../roadside-text';
import { STATUS_WORDS } from '../status-words';

/** The member's past subscriptions (`isActive=false`), the current one left out. */
export function SubscriptionHistory({ currentId }: { currentId: string | null }) {
  const history = useSubscriptionHistory(useCurrentPartner().partnerId);
  const past = (history.data ?? []).filter((subscription) => subscription.id !== currentId);
  if (past.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="subscription-history-title">
      <Title order={2} fz="lg" id="subscription-history-title">
        Past memberships
      </Title>
      <List spacing={4} size="sm">
        {past.map((subscription) => (
          <List.Item key={subscription.id}>
            <Text span size="sm">
              {subscription.programName} {subscription.programPlanName}: {STATUS_WORDS[subscription.status]}, joined {membershipDate(subscription.createdAt)}
              {subscription.currentPeriodEnd && `, ran to ${membershipDate(subscription.currentPeriodEnd)}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
