import { useNavigate, useParams } from 'react-router';
import { IconUsersGroup } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { positiveInt } from '../../../../lib/url-params';
import { useAgent } from '../../api/get-agent';
import { agentPaths } from '../../utils/agent-paths';
import { AgentForm } from './agent-form';

/** /agents/new and /agents/{id}/edit, for holders of agents.manage. */
export function AgentFormPage() {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const { can } = useViewer();
  const id = idParam === undefined ? undefined : positiveInt(idParam, 0) || undefined;
  const query = useAgent(id);
  const back = id === undefined ? agentPaths.list : agentPaths.agent(id);

  const heading = <PageTitle icon={<IconUsersGroup size={26} />} title={id === undefined ? 'New agent' : `Edit ${query.data?.agency_name ?? 'agent'}`} />;
  if (!can('agents.manage')) {
    return (
      <>
        {heading}
        <NoAccessState title="Agent changes are not open to you" labels={['agents.manage']} />
      </>
    );
  }
  return (
    <>
      <BackLink to={back}>{id === undefined ? 'All agents' : 'Back to the agent'}</BackLink>
      {heading}
      {id !== undefined && query.isPending ? (
        <DetailSkeleton label="Loading the agent" />
      ) : id !== undefined && query.isError ? (
        <QueryErrorAlert error={query.error} what="this agent" onRetry={() => void query.refetch()} />
      ) : (
        <AgentForm key={query.data?.updated_at ?? 'new'} agent={query.data} onDone={(saved) => void navigate(saved ? agentPaths.agent(saved.id) : back)} />
      )}
    </>
  );
}
