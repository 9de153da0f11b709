import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { ZIP5_PATTERN } from '@pitstop/contracts/common/field-rules';
import { useState } from 'react';
import { href, useNavigate, useSearchParams } from 'react-router';
import { ServicePicker } from '~/features/catalog/components/service-picker';
import { ZipEntry } from '~/features/locations/components/zip-entry';
import { handleMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

/** /service-request/services/service (spec 000 §2, named route "service", query zipcode). */
export const handle: RouteHandle = { public: true, title: 'What services do you need?', stepBar: 'onramp' };

export const meta = handleMeta;


export default function ServiceStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cartZip = useAppStore((state) => state.onrampCart.zipcode);
  const hasServices = useAppStore((state) => state.onrampCart.services.length > 0);
  const [noService, setNoService] = useState(false);
  const queryZip = params.get('zipcode')?.trim() ?? '';
  const zip = ZIP5_PATTERN.test(queryZip) ? queryZip : cartZip;
  // A vin link carries on to the vehicle step, which preselects the vehicle.
  const vin = params.get('vin');

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          What services do you need?
        </Title>
        <ServicePicker />
        <Stack gap="sm" component="section" aria-labelledby="location-title" maw={420}>
          <Title order={2} fz="lg" id="location-title">
            Where is your car?
          </Title>
          <Text size="sm" c="dimmed">
            We check that shops serve your area.
          </Text>
          {noService && !hasServices && (
            <Alert color="yellow" role="alert">
              Choose at least one service, or describe the problem.
            </Alert>
          )}
          <ZipEntry
            key={zip ?? 'none'}
            formLabel="Service location"
            initialZip={zip}
            onContinue={(zipcode) => {
              useAppStore.getState().setCartZip(zipcode);
              void navigate(withQuery(href('/service-request/vehicle'), { vin }));
            }}
            beforeCheck={() => {
              const ready = useAppStore.getState().onrampCart.services.length > 0;
              setNoService(!ready);
              return ready;
            }}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
