import { BackLink } from '../../../../components/back-link';
import { NoAccessState } from '../../../../components/no-access-state';
import { useViewer } from '../../../../hooks/use-viewer';
import { agentPaths } from '../../utils/agent-paths';
import { TopUpQueue } from '../wallet/top-up-queue';

/** /agents/top-ups: the agents' transfers recorded as top-ups, waiting for a second person to approve them (the queue titles the page). */
export function TopUpsPage() {
  const { can } = useViewer();
  return (
    <>
      <BackLink to={agentPaths.list}>All agents</BackLink>
      {can('wallet.view') ? <TopUpQueue /> : <NoAccessState title="Top-ups are not open to you" labels={['wallet.view']} />}
    </>
  );
}
