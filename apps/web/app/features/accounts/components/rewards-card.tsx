import { Anchor, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVITE_REWARD_CENTS, dollarsToCents, formatCents, type UserProfile } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { CopyTextButton } from '~/components/ui/copy-text-button';

export const inviteUrl = (origin: string, promoSlug: string) =>
  `${origin.replace(/\/+$/, '')}${href('/invite/:promoSlug', { promoSlug })}`;

/**
 * The rewards balance (docs/product/accounts.md: rewards, earnedRewards, usedRewards — dollars) and the user's invite
 * link: each side of an accepted invite earns INVITE_REWARD_CENTS.
 */
export function RewardsCard({ profile, origin, detailsHref }: { profile: UserProfile; origin: string; detailsHref?: string }) {
  const link = inviteUrl(origin, profile.promoSlug);
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Rewards
        </Title>
        <div>
          <Text fz={36} fw={800} lh={1.1} c="teal.9">
            {formatCents(dollarsToCents(profile.rewards))}
          </Text>
          <Text size="sm" c="dimmed">
            Available to spend on your next booking
          </Text>
        </div>
        <Text size="sm">
          Earned {formatCents(dollarsToCents(profile.earnedRewards))} · Used {formatCents(dollarsToCents(profile.usedRewards))}
        </Text>
        <Stack gap={6} mt="xs">
          <Text size="sm" fw={600}>
            Invite friends: you both get {formatCents(INVITE_REWARD_CENTS)}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput aria-label="Your invite link" value={link} readOnly flex={1} miw={0} onFocus={(event) => event.currentTarget.select()} />
            <CopyTextButton value={link} />
          </Group>
        </Stack>
        {detailsHref && (
          <Anchor component={Link} to={detailsHref} size="sm" fw={600}>
            Your rewards history and promo codes
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
