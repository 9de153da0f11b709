import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { POPULAR_SERVICES_LABEL } from '@pitstop/contracts/constants';
import { Link, href } from 'react-router';
import { useSelectionCategory } from '../api/get-selection-category';
import { useServiceSelection } from '../hooks/use-service-selection';
import { SelectedServices } from './selected-services';
import { ServiceChips } from './service-chips';
import { ServiceSearch } from './service-search';

export const DIAGNOSIS_LABEL = 'Diagnosis / Describe Problem';

/**
 * Choosing services (docs/product/requests-and-offers.md): the fuzzy search, the chosen services, the
 * 'Popular Services' list and the diagnosis entry, which leads to the service advisor. The selection is
 * the onramp cart's services.
 */
export function ServicePicker() {
  const selection = useServiceSelection();
  const popular = useSelectionCategory(POPULAR_SERVICES_LABEL);
  const diagnosis = useSelectionCategory(DIAGNOSIS_LABEL);

  return (
    <Stack gap="xl">
      <ServiceSearch onPick={selection.add} isSelected={selection.isSelected} />
      <SelectedServices selected={selection.selected} remove={selection.remove} />
      <Stack gap="sm" component="section" aria-labelledby="popular-services-title">
        <Title order={2} fz="lg" id="popular-services-title">
          {POPULAR_SERVICES_LABEL}
        </Title>
        <ServiceChips
          services={popular.data}
          loading={popular.isPending}
          error={popular.error}
          isSelected={selection.isSelected}
          toggle={selection.toggle}
          label={POPULAR_SERVICES_LABEL}
        />
      </Stack>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="diagnosis-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="diagnosis-title">
            {DIAGNOSIS_LABEL}
          </Title>
          <Text size="sm" c="dimmed">
            Not sure what&apos;s wrong? Describe what you hear, see or feel, and our service advisor suggests the
            services that fit. Or pick a diagnosis.
          </Text>
          <div>
            <Button component={Link} to={href('/service-request/service-advisor')} variant="outline">
              Describe the problem
            </Button>
          </div>
          <ServiceChips
            services={diagnosis.data}
            loading={diagnosis.isPending}
            error={diagnosis.error}
            isSelected={selection.isSelected}
            toggle={selection.toggle}
            label="Diagnosis services"
          />
        </Stack>
      </Card>
    </Stack>
  );
}
