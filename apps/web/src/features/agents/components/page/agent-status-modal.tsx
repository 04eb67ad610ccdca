import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { agentStatusRequestSchema, type AgentDetail, type AgentStatus } from '@ua/contracts';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useChangeAgentStatus } from '../../api/change-agent-status';

type StatusMove = { title: string; explain: string; button: string; done: string; color: string };

/** What each move says, and why it matters to the agency. */
export const STATUS_MOVES: Record<AgentStatus, StatusMove> = {
  active: { title: 'Make {name} active again?', explain: 'They can be named on new trips and pay from their wallet again.', button: 'Make active', done: 'is active again', color: 'teal' },
  on_hold: {
    title: 'Put {name} on hold?',
    explain: 'They are kept from new business for a while: no new trips name them, and their wallet pays nothing, until they are made active again.',
    button: 'Put on hold',
    done: 'is on hold',
    color: 'orange',
  },
  closed: {
    title: 'Close {name}?',
    explain: 'They are done with us. Nothing is deleted: their trips, bookings and wallet stay, and they can be made active again later.',
    button: 'Close agent',
    done: 'is closed',
    color: 'red',
  },
};

type StatusValues = { status: AgentStatus; reason: string };

function StatusForm({ agent, status, onClose }: { agent: AgentDetail; status: AgentStatus; onClose: () => void }) {
  const change = useChangeAgentStatus();
  const form = useContractForm<StatusValues>({ initialValues: { status, reason: '' }, schema: agentStatusRequestSchema });
  const move = STATUS_MOVES[status];

  const submit = (values: StatusValues) => {
    const body = form.parse(agentStatusRequestSchema, values);
    if (!body) return;
    change.mutate(
      { agentId: agent.id, body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.agency_name} ${move.done}.`, 'Status changed');
          onClose();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Status not changed'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">{move.explain}</Text>
        <Textarea label="Why?" required={status !== 'active'} description={status === 'active' ? 'Optional' : 'Staff see this on the agent’s page.'} autosize minRows={2} data-autofocus {...form.getInputProps('reason')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Status not changed">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={move.color} loading={change.isPending}>
            {move.button}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AgentStatusModalProps = { agent: AgentDetail; status: AgentStatus | undefined; onClose: () => void };

/** Moving an agent to `status`: on hold and closed say why. */
export function AgentStatusModal({ agent, status, onClose }: AgentStatusModalProps) {
  return (
    <Modal opened={status !== undefined} onClose={onClose} centered title={status && <Text fw={700}>{STATUS_MOVES[status].title.replace('{name}', agent.agency_name)}</Text>}>
      {status && <StatusForm key={status} agent={agent} status={status} onClose={onClose} />}
    </Modal>
  );
}
