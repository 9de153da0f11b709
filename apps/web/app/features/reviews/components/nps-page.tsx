import { Alert, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, href, useNavigate } from 'react-router';
import { PageLoader } from '~/components/layout/page-loader';
import { isApiError } from '~/lib/api-client';
import { useNpsSurvey } from '../api/get-nps-survey';
import { NpsForm } from './nps-form';

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/**
 * /service-request/nps/{token} (docs/product/booking-and-payments.md, ADR 034: valid only
 * if the fetched request is settled, otherwise /404): the survey, then a thank-you.
 * A link opened again after answering shows the thanks again (ADR 042); a 404 of the link (unknown or
 * unsettled) goes to /404.
 */
export function NpsPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const survey = useNpsSurvey(token);
  const [answered, setAnswered] = useState(false);
  const invalid = isApiError(survey.error) && survey.error.status === 404;

  useEffect(() => {
    if (invalid) void navigate('/404', { replace: true });
  }, [invalid, navigate]);

  if (answered) return <NpsThanks>Your rating has been sent. It helps other drivers choose, and the shop do even better.</NpsThanks>;
  if (survey.data?.answeredAt) {
    return (
      <NpsThanks>
        You rated your service at {survey.data.shopName} on {dateOf(survey.data.answeredAt)}. It helps other drivers choose, and the
        shop do even better.
      </NpsThanks>
    );
  }
  if (survey.isError && !invalid) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Rate your service</Title>
          <Alert color="red" variant="light" role="alert">
            {survey.error.message}
          </Alert>
          <Button variant="default" w="fit-content" onClick={() => void survey.refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!survey.data) return <PageLoader />;
  const { shopName, services, vehicle, completedAt } = survey.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Rate your service</Title>
          <Text c="dimmed">
            {shopName} completed the work on your {vehicle} on {dateOf(completedAt)}.
          </Text>
        </Stack>
        {services.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Text fw={600} mb="xs">
              Services done
            </Text>
            <List size="sm">
              {services.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </Paper>
        )}
        <NpsForm token={token} shopName={shopName} onAnswered={() => setAnswered(true)} />
      </Stack>
    </Container>
  );
}

/** The thanks, after answering and whenever the link is opened again. */
function NpsThanks({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="status">
        <Title order={1}>Thank you!</Title>
        <Text size="lg">{children}</Text>
        <Button component={Link} to={href('/')} variant="default" w="fit-content">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
