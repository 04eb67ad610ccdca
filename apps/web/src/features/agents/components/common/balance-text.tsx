import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '../../../../lib/money';

/** A wallet's balance: red once the agent is spending its credit (below zero). */
export function BalanceText({ paise, ...props }: { paise: number } & TextProps) {
  return (
    <Text span c={paise < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} {...props}>
      {formatMoney(paise)}
    </Text>
  );
}
