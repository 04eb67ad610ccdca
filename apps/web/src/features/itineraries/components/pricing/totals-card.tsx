import type { ReactNode } from 'react';
import { Alert, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { GST_MODE_LABELS, type ItineraryPricing, type ItineraryWarning } from '@ua/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { AgentCommissionTable } from './agent-commission-table';
import { percentFromBp } from './pricing-format';

type TotalsCardProps = {
  pricing: ItineraryPricing;
  warnings: readonly ItineraryWarning[];
  /** Sticks beside the days on a wide screen; a frozen version's copy does not. */
  sticky?: boolean;
  title?: string;
};

type Line = { label: ReactNode; value: string; strong?: boolean; tone?: 'red' | 'dimmed'; note?: ReactNode };

/** The count of unpriced lines, said once, when no warning names them one by one. */
const unpricedNote = (count: number) => (count === 1 ? '1 line has no season for its date and counts as zero.' : `${count} lines have no season for their dates and count as zero.`);

/** The lines of the price, top to bottom, as the server reckoned them: nothing is added up here. */
function linesOf(pricing: ItineraryPricing): Line[] {
  const money = (paise: number) => formatMoney(paise, pricing.currency);
  const { gst, tcs } = pricing;
  return [
    { label: 'Cost', value: money(pricing.cost_paise), tone: 'dimmed' },
    { label: 'Sell', value: money(pricing.sell_paise) },
    ...(pricing.discount_paise > 0 ? [{ label: 'Discount', value: `−${money(pricing.discount_paise)}` }] : []),
    { label: 'Package', value: money(pricing.package_paise), strong: true },
    {
      label: 'Margin',
      value: `${money(pricing.margin_paise)}${pricing.margin_bp === null ? '' : ` (${percentFromBp(pricing.margin_bp)})`}`,
      ...(pricing.margin_paise < 0 ? { tone: 'red' as const } : {}),
    },
    ...(gst.base_paise !== pricing.package_paise ? [{ label: 'GST reckoned on', value: money(gst.base_paise), tone: 'dimmed' as const }] : []),
    ...gst.lines.map((line) => ({ label: `${line.name} ${percentFromBp(line.rate_bp)}`, value: money(line.amount_paise) })),
    ...(tcs.applies ? [{ label: `TCS ${percentFromBp(tcs.rate_bp)}`, value: money(tcs.amount_paise), ...(tcs.rule ? { note: tcs.rule } : {}) }] : []),
    ...(pricing.round_off_paise !== 0 ? [{ label: 'Round-off', value: `${pricing.round_off_paise > 0 ? '+' : ''}${money(pricing.round_off_paise)}`, tone: 'dimmed' as const }] : []),
  ];
}

/**
 * The trip's price as the server reckoned it: cost, sell, discount, package, margin in rupees and
 * percent (staff only, as this page is), GST by line, TCS with the rule it was taken under, the
 * round-off, and what the customer pays; the agent's commission on an agent's trip; then whatever
 * needs attention before it is sent.
 */
export function TotalsCard({ pricing, warnings, sticky = true, title = 'Totals' }: TotalsCardProps) {
  const lines = linesOf(pricing);
  const countUnpriced = pricing.unpriced_lines > 0 && !warnings.some((warning) => warning.code === 'no_season');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title} {...(sticky ? { pos: 'sticky', top: 80 } : {})}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Th scope="row" fw={line.strong ? 700 : 400} c={line.tone === 'dimmed' ? 'dimmed' : undefined}>
                  {line.label}
                  {line.note && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {line.note}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right" fw={line.strong ? 700 : undefined} c={line.tone === 'red' ? 'red.9' : line.tone === 'dimmed' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {line.value}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Table.Th scope="row" fz="lg" fw={700} pt="sm">
                Total
              </Table.Th>
              <Table.Td ta="right" fz="lg" fw={700} c="teal.9" pt="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(pricing.total_paise, pricing.currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          GST {GST_MODE_LABELS[pricing.gst.mode]}, {pricing.gst.supply === 'intra_state' ? 'CGST and SGST (same state)' : 'IGST (another state)'}; tax rates as on {formatDay(pricing.priced_on)}.
        </Text>
        {pricing.agent_commission && <AgentCommissionTable commission={pricing.agent_commission} currency={pricing.currency} />}
        {(warnings.length > 0 || countUnpriced) && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Check before sending" p="sm">
            <List size="sm" spacing={4}>
              {countUnpriced && <List.Item>{unpricedNote(pricing.unpriced_lines)}</List.Item>}
              {warnings.map((warning, index) => (
                <List.Item key={`${warning.code}-${warning.item_id ?? warning.transport_charge_id ?? index}`}>{warning.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
