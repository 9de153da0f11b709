import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionOption } from '@pitstop/contracts';
import { useState } from 'react';
import { PLAN_TERMS, type PlanTerm, displayedPlans, isFreePlan, priceShown } from '../plan-list';
import { ROADSIDE_PERK } from '../roadside-text';

export interface PlanListProps {
  options: readonly SubscriptionOption[];
  hiddenFreePlan: boolean;
  onGetStarted: (option: SubscriptionOption) => void;
  onContinueFree: () => void;
}

/**
 * The plan list (spec 001 §2 "Subscription plans screen", §4 "Displayed plan list"), shared by the plans page and
 * the modal's first step: the 6 / 12 months toggle, a card per plan with its price, perks and Get Started, and the
 * free plan's Continue for free.
 */
export function PlanList({ options, hiddenFreePlan, onGetStarted, onContinueFree }: PlanListProps) {
  const [term, setTerm] = useState<PlanTerm>('twelve');
  const plans = displayedPlans(options, term, hiddenFreePlan);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Plan length"
        value={term}
        onChange={(value) => setTerm(value as PlanTerm)}
        data={PLAN_TERMS}
        fullWidth
        maw={460}
      />
      <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} spacing="md">
        {plans.map((plan) => {
          const shown = priceShown(plan);
          const free = isFreePlan(plan);
          return (
            <Card key={plan.id} withBorder radius="lg" padding="lg" component="article" aria-label={`${plan.label} plan`}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} fz="lg">
                    {plan.label}
                  </Title>
                  {free && <Badge variant="light">{plan.name}</Badge>}
                </Group>
                <Text>
                  <Text span fz={28} fw={700}>
                    {shown.price}
                  </Text>
                  {shown.per && <Text span c="dimmed">{` / ${shown.per}`}</Text>}
                </Text>
                {shown.billed && (
                  <Text size="sm" c="dimmed">
                    Billed {shown.billed}
                  </Text>
                )}
                <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
                  <List.Item>{plan.description}</List.Item>
                  {!free && (plan as SubscriptionOption).hasRoadside && <List.Item>{ROADSIDE_PERK}</List.Item>}
                </List>
                {free ? (
                  <Button variant="default" onClick={onContinueFree}>
                    Continue for free
                  </Button>
                ) : (
                  <Button onClick={() => onGetStarted(plan as SubscriptionOption)}>
                    Get Started
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
