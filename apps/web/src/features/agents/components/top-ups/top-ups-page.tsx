import { IconCashBanknote } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { useViewer } from '../../../../hooks/use-viewer';
import { agentPaths } from '../../utils/agent-paths';
import { TopUpQueue } from '../wallet/top-up-queue';

/** /agents/top-ups: the agents' transfers recorded as top-ups, waiting for a second person to approve them. */
export function TopUpsPage() {
  const { can } = useViewer();
  return (
    <>
      <BackLink to={agentPaths.list}>All agents</BackLink>
      <PageTitle icon={<IconCashBanknote size={26} />} title="Top-ups awaiting approval" description="Transfers agents made to their wallets: each credits the wallet once someone other than who recorded it approves." />
      {can('wallet.view') ? <TopUpQueue /> : <NoAccessState title="Top-ups are not open to you" labels={['wallet.view']} />}
    </>
  );
}
