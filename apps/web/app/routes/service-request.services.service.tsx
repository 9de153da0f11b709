import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ZIP5_PATTERN } from '@pitstop/contracts/common/field-rules';
import { useEffect, useState } from 'react';
import { Link, href, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ServicePicker } from '~/features/catalog/components/service-picker';
import { FROM_OFFER_SELECTION } from '~/features/service-requests/components/onramp-step-bar';
import { nextOnrampPath } from '~/features/service-requests/hooks/use-onramp';
import { resetChosenServices, setCartZipcode } from '~/features/service-requests/onramp-cart';
import { useAppStartStatus } from '~/lib/app-start';
import { handleMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

/** /service-request/services/service (docs/product/requests-and-offers.md; the zip in ?zipcode). */
export const handle: RouteHandle = { public: true, title: 'What services do you need?', stepBar: 'onramp', step: 'services' };

export const meta = handleMeta;

export default function ServiceStep() {
  const [params] = useSearchParams();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const started = useAppStartStatus((status) => status.status === 'done');
  const cartZip = useAppStore((store) => store.onrampCart.zipcode);
  const hasServices = useAppStore((store) => store.onrampCart.services.length > 0);
  const [noService, setNoService] = useState(false);
  const queryZip = params.get('zipcode')?.trim() ?? '';
  // A zip in the address that is not the one checked yet is checked on the location step.
  const zipToCheck = ZIP5_PATTERN.test(queryZip) && queryZip !== cartZip ? queryZip : null;
  const fromOfferSelection = (state as { from?: unknown } | null)?.from === FROM_OFFER_SELECTION;

  // Entering services from offer selection resets the chosen services — once, after the stored
  // cart is read (a reload keeps the navigation state, and the stored cart would bring them back).
  useEffect(() => {
    if (!fromOfferSelection || !started) return;
    resetChosenServices();
    void navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [fromOfferSelection, started, pathname, search, navigate]);

  const proceed = () => {
    if (!useAppStore.getState().onrampCart.services.length) {
      setNoService(true);
      return;
    }
    if (zipToCheck) {
      setCartZipcode(null);
      void navigate(withQuery(href('/service-request/location'), { zipcode: zipToCheck, vin: params.get('vin') }));
      return;
    }
    void navigate(nextOnrampPath(search));
  };

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          What services do you need?
        </Title>
        <ServicePicker />
        <Stack gap="sm" maw={420}>
          {cartZip && !zipToCheck && (
            <Group gap="xs">
              <Text size="sm">Near {cartZip}</Text>
              <Anchor component={Link} to={href('/service-request/location')} size="sm" aria-label="Change location">
                Change
              </Anchor>
            </Group>
          )}
          {noService && !hasServices && (
            <Alert color="yellow" role="alert">
              Choose at least one service, or describe the problem.
            </Alert>
          )}
          <Button size="md" onClick={proceed}>
            Continue
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
