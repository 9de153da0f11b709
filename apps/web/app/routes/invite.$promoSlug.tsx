import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { formatCents } from '@pitstop/contracts';
import { Link, href, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '~/components/layout/page-loader';
import { inviteQueryOptions, useInvite } from '~/features/accounts/api/get-invite';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { serverPageData } from '~/lib/page-data.server';
import { PageDataBoundary } from '~/lib/query-provider';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/invite.$promoSlug';

/**
 * /invite/{promoSlug} (docs/product/accounts.md): who invites and what both earn, from the server; the
 * sign-up applies the invite. Navigation links are hidden; signed-in users go on to /dashboard.
 */
export const handle: RouteHandle = { public: true, guestOnly: true, hideNavLinks: true, title: 'You are invited' };

export const meta = handleMeta;

/** The invite is in the page's HTML (ADR 055): rendered on the server, not fetched again by the browser. */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  serverPageData(context, (api) => [inviteQueryOptions(params.promoSlug, api)]);

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary pageData={loaderData}>
      <Invite />
    </PageDataBoundary>
  );
}

function Invite() {
  const { promoSlug = '' } = useParams();
  const [search] = useSearchParams();
  const brand = useBrandName();
  const invite = useInvite(promoSlug);

  if (invite.isPending) return <PageLoader />;
  if (invite.isError) {
    return (
      <AuthPage title={`Join ${brand}`}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert">
            {invite.error.message}
          </Alert>
          <Text size="sm">
            You can still{' '}
            <Anchor component={Link} to={href('/sign-up')} underline="always">
              create your free account
            </Anchor>
            .
          </Text>
        </Stack>
      </AuthPage>
    );
  }
  const reward = formatCents(invite.data.rewardCents);
  return (
    <AuthPage
      title={`${invite.data.inviterFirstName} invited you to ${brand}`}
      subtitle={`Create your free account and you both get ${reward} in rewards.`}
    >
      <SignUpForm context={{ ...signUpContextFrom(search), acquisitionSource: 'invite' }} promoCode={invite.data.promoSlug} />
    </AuthPage>
  );
}
