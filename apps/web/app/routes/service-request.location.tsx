import { Container, Stack, Text, Title } from '@mantine/core';
import { ZIP5_PATTERN } from '@pitstop/contracts/common/field-rules';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZipEntry } from '~/features/locations/components/zip-entry';
import { nextOnrampPath } from '~/features/service-requests/hooks/use-onramp';
import { setCartZipcode } from '~/features/service-requests/onramp-cart';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

const NoCoverageModal = lazy(() => import('~/features/locations/components/no-coverage-modal'));

/**
 * /service-request/location (docs/product/requests-and-offers.md): where the car is. The zip is checked in market
 * (docs/product/locations.md): a served zip goes on, an out-of-market one is cleared and the zero-coverage notice opens. Skipped by
 * Continue when the cart already has a checked zip, and reached again to change it. A request refused with
 * 'Zipcode is otm' comes back here with the zip in the navigation state, and the notice opens for it.
 */
export const handle: RouteHandle = { public: true, title: 'Your location', stepBar: 'onramp', step: 'location' };

export const meta = handleMeta;

/** Navigation state of a request the server refused as out of market. */
export interface LocationState {
  outOfMarket?: string;
}

export default function LocationStep() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const cartZip = useAppStore((store) => store.onrampCart.zipcode);
  const refused = (state as LocationState | null)?.outOfMarket ?? null;
  const [notice, setNotice] = useState<string | null>(refused);
  const queryZip = params.get('zipcode')?.trim() ?? '';
  const initialZip = ZIP5_PATTERN.test(queryZip) ? queryZip : cartZip;
  const vin = params.get('vin');

  const go = (zipcode: string) => {
    setCartZipcode(zipcode);
    void navigate(nextOnrampPath(vin ? `?vin=${encodeURIComponent(vin)}` : ''));
  };

  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="md" maw={420}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Where is your car?
        </Title>
        <Text c="dimmed">We check that shops serve your area.</Text>
        <ZipEntry key={initialZip ?? 'none'} formLabel="Service location" initialZip={initialZip} onContinue={go} />
      </Stack>
      {notice && <OutOfMarketNotice zipcode={notice} onClose={() => setNotice(null)} onPickNearby={go} />}
    </Container>
  );
}

/**
 * The zero-coverage notice for a zip the server refused: the nearby served zips come from the coverage lookup,
 * loaded as the zip entry loads it (on demand: a static import here would pull it into the landing page's JS).
 */
function OutOfMarketNotice({ zipcode, onClose, onPickNearby }: { zipcode: string; onClose: () => void; onPickNearby: (zip: string) => void }) {
  const market = useQuery({
    queryKey: ['locations', 'target-market', zipcode],
    queryFn: async ({ signal }) => (await import('~/features/locations/api/get-target-market')).getTargetMarket(zipcode, signal),
  });
  if (market.isPending) return null;
  return (
    <Suspense fallback={null}>
      <NoCoverageModal zipcode={zipcode} nearby={market.data?.nearby ?? []} onClose={onClose} onPickNearby={onPickNearby} />
    </Suspense>
  );
}
