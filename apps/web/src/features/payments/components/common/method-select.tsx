import { Select, type SelectProps } from '@mantine/core';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type ManualPaymentMethod } from '@ua/contracts';

const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

type MethodSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: ManualPaymentMethod; onChange: (method: ManualPaymentMethod) => void };

/** How money came in or went back by hand: UPI, bank transfer, card, cash or cheque. */
export function MethodSelect({ value, onChange, ...props }: MethodSelectProps) {
  return (
    <Select
      data={METHOD_OPTIONS}
      value={value}
      onChange={(chosen) => {
        const method = MANUAL_PAYMENT_METHODS.find((option) => option === chosen);
        if (method) onChange(method);
      }}
      allowDeselect={false}
      {...props}
    />
  );
}
