import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { POPULAR_SERVICES_LABEL } from '@pitstop/contracts/constants';
import { useSelectionCategory } from '~/features/catalog/api/get-selection-category';
import { type InterviewService, InterviewForm } from '~/features/service-requests/components/interview-form';
import { useOnrampCart, useOnrampContinue } from '~/features/service-requests/hooks/use-onramp';
import { setServiceAnswers } from '~/features/service-requests/onramp-cart';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/interview, "Answer some questions" (docs/product/requests-and-offers.md): the interview questions of the chosen
 * popular services (from the catalogue's 'Popular Services'), answered into the cart.
 */
export const handle: RouteHandle = { public: true, title: 'Answer some questions', stepBar: 'onramp', step: 'interview' };

export const meta = handleMeta;

export default function InterviewStep() {
  const popular = useSelectionCategory(POPULAR_SERVICES_LABEL);
  const { services: chosen, answers } = useOnrampCart();
  const proceed = useOnrampContinue();

  const services: InterviewService[] = chosen
    .filter((service) => service.popular)
    .map((service) => {
      const listed = popular.data?.find((entry) => entry.id === service.id);
      return { id: service.id, name: service.name, questions: listed && 'interviewQuestions' in listed ? listed.interviewQuestions : [] };
    });

  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Answer some questions
          </Title>
          <Text c="dimmed">Your answers help shops price the work before they see your car.</Text>
        </div>
        {popular.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Loading the questions…</Text>
          </Group>
        )}
        {popular.isError && (
          <Alert color="red" role="alert" title="We could not load the questions">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{extractErrorText(popular.error)}</Text>
              <Button size="sm" variant="default" onClick={() => void popular.refetch()} loading={popular.isFetching}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {popular.isSuccess && (
          <InterviewForm
            services={services.filter((service) => service.questions.length > 0)}
            initial={answers}
            onSubmit={(given) => {
              // A popular service without questions (none listed) counts as answered.
              const unasked = services.filter((service) => service.questions.length === 0).map((service) => ({ serviceId: service.id, answers: [] }));
              setServiceAnswers([...given, ...unasked]);
              proceed();
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
