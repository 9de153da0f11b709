import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { isApiError } from '~/lib/api-client';
import type { ServiceRequestView } from '../api/get-service-request';

/**
 * A page about one service request while it loads, when it cannot be had (not the user's or gone: 404, which
 * is also what another user's request answers) or failed to load (with a retry); the page itself once it is here.
 */
export function RequestStates({
  query,
  children,
}: {
  query: UseQueryResult<ServiceRequestView>;
  children: (request: ServiceRequestView) => ReactNode;
}) {
  if (query.isPending) return <Loading>Loading your estimates…</Loading>;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Alert color="yellow" role="alert" title="We could not find this service request">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">It may have been made with another account, or the link is incomplete.</Text>
            <Anchor component={Link} to={href('/dashboard')} size="sm">
              Go to your dashboard
            </Anchor>
          </Stack>
        </Alert>
      );
    }
    return <LoadFailed title="We could not load your estimates" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
