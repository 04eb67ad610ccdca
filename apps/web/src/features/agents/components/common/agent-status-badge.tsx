import { Badge } from '@mantine/core';
import { AGENT_STATUS_LABELS, type AgentStatus } from '@ua/contracts';
import { AGENT_STATUS_COLORS } from '../../utils/agent-format';

/** An agent's status, one colour per status wherever it shows. */
export function AgentStatusBadge({ status, size = 'md' }: { status: AgentStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge variant="light" color={AGENT_STATUS_COLORS[status]} size={size} radius="sm" tt="none" miw="max-content">
      {AGENT_STATUS_LABELS[status]}
    </Badge>
  );
}
