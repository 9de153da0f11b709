import { Accordion, Table, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FREE_PLAN, type SubscriptionOption } from '@pitstop/contracts';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useFaqs } from '../api/list-faqs';
import { ROADSIDE_PERK } from '../roadside-text';
import { PlanList, type PlanListProps } from './plan-list';

/** Spec 001 §9: the mobile cut-off; the comparison shows from here up, or always outside a modal (§2). */
const COMPARE_MIN_WIDTH = '(min-width: 768px)';

export interface PlansScreenProps extends PlanListProps {
  /** Shown in the subscription modal (the comparison only on a wide screen). */
  inModal?: boolean;
}

/** The plans screen (spec 001 §2): the plan list, then the tabs Compare Plans and Frequently Asked Questions. */
export function PlansScreen({ inModal = false, ...list }: PlansScreenProps) {
  const wide = useMediaQuery(COMPARE_MIN_WIDTH, false);
  const compare = wide || !inModal;
  return (
    <>
      <PlanList {...list} />
      <Tabs defaultValue={compare ? 'compare' : 'faq'} keepMounted={false} mt="lg">
        <Tabs.List>
          {compare && <Tabs.Tab value="compare">Compare Plans</Tabs.Tab>}
          <Tabs.Tab value="faq">Frequently Asked Questions</Tabs.Tab>
        </Tabs.List>
        {compare && (
          <Tabs.Panel value="compare" pt="md">
            <ComparePlans options={list.options} hiddenFreePlan={list.hiddenFreePlan} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="faq" pt="md">
          <Faqs />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function ComparePlans({ options, hiddenFreePlan }: { options: readonly SubscriptionOption[]; hiddenFreePlan: boolean }) {
  const columns = [...(hiddenFreePlan ? [] : [{ id: 'free', label: FREE_PLAN.label, price: '$0.00', member: 'Shown, not applied', roadside: false }]),
    ...[...options].sort((a, b) => a.amount - b.amount).map((option) => ({
      id: option.id,
      label: option.label,
      price: option.formattedPrice,
      member: 'Applied at booking',
      roadside: option.hasRoadside,
    })),
  ];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label="Compare plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">What you get</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Price</Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.id}>{column.price}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Member prices on booked services (up to 25% off)</Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.id}>{column.member}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{ROADSIDE_PERK}</Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.id}>{column.roadside ? 'Included' : 'Not included'}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Faqs() {
  const faqs = useFaqs();
  if (faqs.isPending) return <Loading>Loading the questions…</Loading>;
  if (faqs.isError) return <LoadFailed title="We could not load the questions" error={faqs.error} onRetry={() => void faqs.refetch()} />;
  if (faqs.data.length === 0) return <Text size="sm">No questions yet.</Text>;
  return (
    <Accordion variant="separated">
      {faqs.data.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
