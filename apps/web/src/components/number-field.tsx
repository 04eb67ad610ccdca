import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { NumberText } from '../lib/typed-number';

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'clampBehavior'> & { value: NumberText; onChange: (value: NumberText) => void };

/**
 * Every number box of the forms: it keeps what is typed or pasted (`10.1472`, `4.5`, `77.0600`), text
 * and all, and the form reads it with `numberFrom` when it builds the request. Nothing is clamped
 * either: a latitude of 100 stays 100 for the contract's message to explain, rather than turning into
 * 90 behind the person's back.
 */
export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  return <NumberInput clampBehavior="none" value={value} onChange={onChange} {...props} />;
}
