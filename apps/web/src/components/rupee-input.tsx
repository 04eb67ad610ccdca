import { TextInput, type TextInputProps } from '@mantine/core';

type RupeeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/**
 * Rupees as typed (`4500`, `4,500.50`): the text is kept and turned into paise digit by digit when
 * sent, so no floating-point amount is ever held.
 */
export function RupeeInput({ value, onChange, ...props }: RupeeInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" leftSection="₹" leftSectionWidth={28} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...props} />;
}
