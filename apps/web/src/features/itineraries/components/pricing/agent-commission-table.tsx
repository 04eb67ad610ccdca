import { Stack, Table, Text } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, type AgentCommission, type CommissionCategory } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { percentFromBp } from './pricing-format';

const CATEGORY_LABELS: Record<CommissionCategory, string> = { ...PRODUCT_CATEGORY_LABELS, other: 'Other lines' };

/**
 * What the agent earns on the quote, for staff: the total, then each category's base (its share of
 * the package after the discount, before tax), rate and commission, as the server reckoned them.
 */
export function AgentCommissionTable({ commission, currency }: { commission: AgentCommission; currency: string }) {
  const money = (paise: number) => formatMoney(paise, currency);
  return (
    <Stack gap={6} component="section" aria-label="Agent’s commission">
      <Text size="sm" fw={700}>
        {commission.agency_name}’s commission: {money(commission.commission_paise)}
      </Text>
      {commission.by_category.length > 0 && (
        <Table verticalSpacing={4} horizontalSpacing={6} fz="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">On</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
              <Table.Th ta="right">Commission</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {commission.by_category.map((line) => (
              <Table.Tr key={line.category}>
                <Table.Td>{CATEGORY_LABELS[line.category]}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.base_paise)}
                </Table.Td>
                <Table.Td ta="right">{percentFromBp(line.commission_bp)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.commission_paise)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed">
        On each category’s price after the discount, before tax. Staff only: the customer never sees it.
      </Text>
    </Stack>
  );
}
