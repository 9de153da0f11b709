import { Stack, Text } from '@mantine/core';
import type { FairPrice } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { POSITION_WORDS, bandScale, bandSentence } from '../offer-display';
import classes from './offers.module.css';

/**
 * Where an offer falls in the usual price range of the same job at the market's shops (docs/product/requests-and-offers.md): the band
 * from low to high, a tick at the median and a marker at this offer's total. The drawing is one image whose text
 * alternative says it all; the figures under it repeat it for the eye.
 */
export function FairPriceBar({ band, totalCents }: { band: FairPrice | null; totalCents: number }) {
  if (!band) {
    return (
      <Text size="sm" c="dimmed">
        Not enough prices nearby to compare yet.
      </Text>
    );
  }
  const scale = bandScale(band, totalCents);
  return (
    <Stack gap={4}>
      <div className={classes.bandBar} role="img" aria-label={bandSentence(band)} data-position={band.position}>
        <span className={classes.bandRange} style={{ left: `${scale.bandStart}%`, width: `${scale.bandEnd - scale.bandStart}%` }} />
        <span className={classes.bandMedian} style={{ left: `${scale.median}%` }} />
        <span className={classes.bandMarker} style={{ left: `${scale.marker}%` }} data-testid="band-marker" />
      </div>
      <Text size="xs" c="dimmed" aria-hidden>
        {POSITION_WORDS[band.position]} the usual {formatCents(band.lowCents)}–{formatCents(band.highCents)} · median{' '}
        {formatCents(band.medianCents)} at {band.locationCount} {band.locationCount === 1 ? 'shop' : 'shops'}
      </Text>
    </Stack>
  );
}
