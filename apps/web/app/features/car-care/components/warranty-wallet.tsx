import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useWarranties, type WarrantyView } from '../api/list-warranties';

const miles = (value: number) => value.toLocaleString('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const plural = (count: number, word: string) => `${miles(count)} ${word}${count === 1 ? '' : 's'}`;

/** The shop's terms: "12 months or 12,000 miles, whichever comes first". */
export function warrantyTerms(warranty: Pick<WarrantyView, 'months' | 'miles'>): string {
  if (warranty.months > 0 && warranty.miles > 0) return `${plural(warranty.months, 'month')} or ${miles(warranty.miles)} miles, whichever comes first`;
  if (warranty.months > 0) return plural(warranty.months, 'month');
  return `${miles(warranty.miles)} miles`;
}

/** What is left: "365 days and 12,000 miles left", "Expired on Nov 30, 2027". */
export function warrantyLeftSentence(warranty: Pick<WarrantyView, 'status' | 'expiresAt' | 'daysLeft' | 'milesLeft' | 'miles'>): string {
  if (warranty.status === 'none') return 'The shop gave no warranty on this job.';
  if (warranty.status === 'expired') {
    return warranty.expiresAt && warranty.daysLeft === 0 ? `Expired on ${dateFormat.format(new Date(warranty.expiresAt))}` : 'Expired: its miles are used up';
  }
  const parts = [
    ...(warranty.daysLeft !== null ? [plural(warranty.daysLeft, 'day')] : []),
    ...(warranty.milesLeft !== null ? [`${miles(warranty.milesLeft)} miles`] : []),
  ];
  const until = warranty.expiresAt ? ` (until ${dateFormat.format(new Date(warranty.expiresAt))})` : '';
  const unknownMiles = warranty.miles > 0 && warranty.milesLeft === null ? ' Add your vehicle’s mileage to see the miles left.' : '';
  return `${parts.join(' and ')} left${until}.${unknownMiles}`;
}

// Colours whose text keeps 4.5:1 on their background (axe).
const STATUS = {
  active: { label: 'Active', color: 'teal', variant: 'light' },
  expired: { label: 'Expired', color: 'dark', variant: 'outline' },
  none: { label: 'No warranty', color: 'dark', variant: 'outline' },
} as const;

export interface WarrantyWalletProps {
  /** A way to contact the job's shop about it (the route composes the messages' composer). */
  contact: (warranty: WarrantyView) => ReactNode;
  /** Only this vehicle's jobs. */
  vehicleId?: string;
  headingOrder?: 2 | 3;
}

/**
 * The warranty wallet (docs/product/car-care.md): each completed job's warranty as its shop gave it, with the time
 * and miles left (expired ones say so), newest job first, and a way to message the shop about it.
 */
export function WarrantyWallet({ contact, vehicleId, headingOrder = 2 }: WarrantyWalletProps) {
  const warranties = useWarranties();
  const shown = (warranties.data ?? []).filter((warranty) => vehicleId === undefined || warranty.vehicleId === vehicleId);
  return (
    <Stack gap="sm">
      <Title order={headingOrder} fz="lg">
        Warranty
      </Title>
      {warranties.isPending && <Loading>Loading your warranties…</Loading>}
      {warranties.isError && <LoadFailed title="We could not load your warranties" error={warranties.error} onRetry={() => void warranties.refetch()} />}
      {warranties.isSuccess && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No completed jobs yet. The shop’s warranty on each job will be kept here.
        </Text>
      )}
      {shown.length > 0 && (
        <List spacing="md" listStyleType="none" aria-label="Your warranties">
          {shown.map((warranty) => (
            <List.Item key={warranty.id}>
              <Stack gap={4} component="article" aria-label={`Warranty from ${warranty.shopName}`}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{warranty.shopName}</Text>
                  <Badge size="sm" variant={STATUS[warranty.status].variant} color={STATUS[warranty.status].color}>
                    {STATUS[warranty.status].label}
                  </Badge>
                </Group>
                <Text size="sm">
                  {warranty.services.join(', ')} · {warranty.vehicleName} · done {dateFormat.format(new Date(warranty.completedAt))}
                </Text>
                {warranty.status !== 'none' && (
                  <Text size="sm" c="dimmed">
                    {warrantyTerms(warranty)}. {warranty.terms}
                  </Text>
                )}
                <Text size="sm" fw={500}>
                  {warrantyLeftSentence(warranty)}
                </Text>
                <Group>{contact(warranty)}</Group>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
