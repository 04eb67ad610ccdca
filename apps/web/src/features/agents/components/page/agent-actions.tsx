import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { AGENT_STATUSES, type AgentDetail, type AgentStatus } from '@ua/contracts';
import { Link } from 'react-router';
import { IconPencil } from '@tabler/icons-react';
import { agentPaths } from '../../utils/agent-paths';
import { AgentStatusModal, STATUS_MOVES } from './agent-status-modal';

/** Edit, and the status moves (active, on hold, closed): for holders of agents.manage. */
export function AgentActions({ agent }: { agent: AgentDetail }) {
  const [moving, setMoving] = useState<AgentStatus>();
  return (
    <Group gap="xs">
      <Button component={Link} to={agentPaths.edit(agent.id)} variant="default" leftSection={<IconPencil size={16} />}>
        Edit
      </Button>
      {AGENT_STATUSES.filter((status) => status !== agent.status).map((status) => (
        <Button key={status} variant="light" color={STATUS_MOVES[status].color} onClick={() => setMoving(status)}>
          {STATUS_MOVES[status].button}
        </Button>
      ))}
      <AgentStatusModal agent={agent} status={moving} onClose={() => setMoving(undefined)} />
    </Group>
  );
}
