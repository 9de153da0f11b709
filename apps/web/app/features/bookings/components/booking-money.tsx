import { Table, Text } from '@mantine/core';
import { type BookingMoney, CARD_BRAND_NAMES, moneyLineStatus } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';

/**
 * A booking's money as the server reads it (contracts `BookingMoney`): the estimate's lines, each extra line with
 * the customer's answer (a declined one struck through: not charged), the approved total, discount and rewards,
 * then what is held now (`held`) or what was charged to which card (`receipt`). The booking page and the receipt
 * page show it; the Service Completed email says the same words.
 */
export function BookingMoneyTable({ money, variant, label }: { money: BookingMoney; variant: 'held' | 'receipt'; label: string }) {
  const card = money.card ? ` to your ${CARD_BRAND_NAMES[money.card.brand]} ending in ${money.card.last4}` : '';
  const row = (key: string, name: string, amount: string, { bold = false, note = null as string | null, struck = false } = {}) => (
    <Table.Tr key={key}>
      <Table.Th scope="row" fw={bold ? 700 : 400}>
        {name}
        {note && (
          <Text component="span" size="xs" c="dimmed" display="block">
            {note}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right" fw={bold ? 700 : 400} td={struck ? 'line-through' : undefined}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table fz="sm" verticalSpacing={4} aria-label={label}>
        <Table.Tbody>
          {money.lines.map((line, index) =>
            row(`line-${index}`, line.name, formatCents(line.totalCents), { note: moneyLineStatus(line, { settled: variant === 'receipt' }), struck: line.status === 'declined' || (variant === 'receipt' && line.status === 'proposed') }),
          )}
          {row('approved', 'Approved total', formatCents(money.approvedTotalCents), { bold: variant === 'held' })}
          {money.discountCents > 0 && row('discount', 'Member discount', `−${formatCents(money.discountCents)}`)}
          {money.rewardsCents > 0 && row('rewards', variant === 'held' ? 'Rewards applied' : 'Rewards used', `−${formatCents(money.rewardsCents)}`)}
          {variant === 'held' && money.heldCents > 0 && row('held', 'Held on your card now', formatCents(money.heldCents), { bold: true })}
          {variant === 'held' && money.toHoldCents > 0 && row('to-hold', 'To be held on your card', formatCents(money.toHoldCents), { bold: true })}
          {variant === 'receipt' && row('charged', `Charged${card}`, formatCents(money.chargedCents ?? 0), { bold: true })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
