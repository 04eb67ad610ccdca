import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { statementMailRequestSchema } from '@ua/contracts';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { formatDay } from '../../../../lib/dates';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useMailStatement } from '../../api/wallet-mail-statement';
import type { StatementPeriod } from '../../api/wallet-statement';

type MailValues = { email: string };

type StatementMailModalProps = { opened: boolean; agentId: number; agencyName: string; period: StatementPeriod; onClose: () => void };

/** An empty box leaves the address to the server: the agency's first contact with an email. */
const toInput = (values: MailValues, period: StatementPeriod) => ({ ...period, ...(values.email.trim() === '' ? {} : { email: values.email }) });

function MailForm({ agentId, agencyName, period, onClose }: Omit<StatementMailModalProps, 'opened'>) {
  const mail = useMailStatement();
  const form = useContractForm<MailValues>({ initialValues: { email: '' }, schema: statementMailRequestSchema, toInput: (values) => toInput(values, period), fieldPaths: { from: '', to: '' } });
  const submit = (values: MailValues) => {
    const body = form.parse(statementMailRequestSchema, toInput(values, period));
    if (!body) return;
    mail.mutate(
      { agentId, body },
      {
        onSuccess: () => {
          showInfoToast(`The statement of ${agencyName} is on its way${body.email ? ` to ${body.email}` : ''}.`, 'Statement mailed');
          onClose();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Statement not mailed'),
      },
    );
  };
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">
          The statement from {formatDay(period.from)} to {formatDay(period.to)}, as a PDF.
        </Text>
        <TextInput label="Email" type="email" description="Leave it empty to send it to the agency’s first contact with an email." data-autofocus {...form.getInputProps('email')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not mailed">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mail.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Mails the period's statement to the agency, or to the address given. */
export function StatementMailModal({ opened, ...props }: StatementMailModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} centered title={<Text fw={700}>Mail the statement to {props.agencyName}</Text>}>
      {opened && <MailForm {...props} />}
    </Modal>
  );
}
