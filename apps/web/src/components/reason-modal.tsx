import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { reasonRequestSchema } from '@ua/contracts';
import { useContractForm, type ContractForm } from '../hooks/use-contract-form';

type ReasonValues = { reason: string };

export type ReasonModalProps = {
  opened: boolean;
  title: string;
  /** What the write does, in a sentence, above the box. */
  explanation: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the reason; the form shows the server's refusal where it belongs. */
  onSubmit: (reason: string, form: ContractForm<ReasonValues>) => void;
  onClose: () => void;
};

function ReasonForm({ explanation, label, submitLabel, pending, onSubmit, onClose }: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const form = useContractForm<ReasonValues>({ initialValues: { reason: '' }, schema: reasonRequestSchema });
  const submit = (values: ReasonValues) => {
    const body = form.parse(reasonRequestSchema, values);
    if (body) onSubmit(body.reason, form);
  };
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        <TextInput label={label} required data-autofocus {...form.getInputProps('reason')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not done">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A write that needs only a reason (waive a due, reverse a payment or a wallet entry, reject a top-up), asked in a small dialog. */
export function ReasonModal({ opened, title, ...props }: ReasonModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} centered title={<Text fw={700}>{title}</Text>}>
      {opened && <ReasonForm {...props} />}
    </Modal>
  );
}
