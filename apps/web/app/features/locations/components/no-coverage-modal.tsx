import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { NearbyZip } from '@pitstop/contracts';
import { NEARBY_AREAS_MAX } from '@pitstop/contracts/constants';
import { type RefObject, useEffect } from 'react';
import { useOpenerFocus } from '~/components/ui/use-opener-focus';
import { QueryProvider } from '~/lib/query-provider';
import { useBrandName } from '~/lib/runtime-config';
import { BUMMER_TITLE, notAvailableText } from '../coverage-texts';
import { NotifyMeForm } from './notify-me-form';
import { SuggestShopForm } from './suggest-shop-form';

export interface NoCoverageModalProps {
  /** The out-of-market zip. */
  zipcode: string;
  /** In-market zips nearby, nearest first (the server sends at most 6). */
  nearby: NearbyZip[];
  /** A nearby zip was chosen: continue with it. */
  onPickNearby: (zipcode: string) => void;
  onClose: () => void;
  /** What opened the notice (Continue): focus goes back to it when the notice is closed (docs/product/keyboard-and-focus.md). */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * The zero-coverage notice (docs/product/errors-and-validation.md, docs/product/locations.md): Bummer, up to 6
 * nearby zip buttons, the suggest-a-shop form and the notify-me form. Loaded on demand (its forms bring the
 * contract schemas); it provides TanStack Query itself, as it also opens on pages outside the query layout.
 */
export default function NoCoverageModal({ zipcode, nearby, onPickNearby, onClose, opener }: NoCoverageModalProps) {
  const brand = useBrandName();
  const buttons = nearby.slice(0, NEARBY_AREAS_MAX);
  // Here, not in the zip entry: the hook stays out of the landing page's JavaScript (ADR 008's budget).
  const { remember, giveBack } = useOpenerFocus();
  useEffect(() => remember(opener?.current ?? null), [remember, opener]);
  const close = () => {
    onClose();
    giveBack();
  };
  return (
    <Modal opened onClose={close} title={BUMMER_TITLE} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <QueryProvider>
        <Stack gap="lg">
          <div>
            <Text fw={600}>{notAvailableText(brand)}</Text>
            <Text size="sm" c="dimmed">
              No shops serve {zipcode} yet.
            </Text>
          </div>
          {buttons.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="nearby-zips-title">
              <Text fw={600} id="nearby-zips-title">
                Shops are available in these nearby zipcodes:
              </Text>
              <Group gap="xs">
                {buttons.map((zip) => (
                  <Button
                    key={zip.zipcode}
                    variant="default"
                    size="sm"
                    onClick={() => onPickNearby(zip.zipcode)}
                  >
                    {zip.zipcode} · {zip.city}, {zip.state}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          <Divider />
          <NotifyMeForm zipcode={zipcode} />
          <Divider />
          <SuggestShopForm />
        </Stack>
      </QueryProvider>
    </Modal>
  );
}
