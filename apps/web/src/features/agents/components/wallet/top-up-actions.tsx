import { useState } from 'react';
import { Button, Group, Tooltip } from '@mantine/core';
import type { TopUp } from '@ua/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useViewer } from '../../../../hooks/use-viewer';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useDecideTopUp } from '../../api/wallet-decide-top-up';
import { ReasonModal } from '../../../../components/reason-modal';

const SAME_PERSON = 'You recorded this transfer: a second person approves it.';

/**
 * Approve or reject a pending top-up, for `wallet.adjust` holders. The person who recorded it may
 * reject it but not approve it: Approve stays in view, disabled, saying why (the server refuses it
 * anyway, 409 `wallet.same_person`). Server refusals show as toasts.
 */
export function TopUpActions({ topUp }: { topUp: TopUp }) {
  const { userId } = useViewer();
  const decide = useDecideTopUp();
  const [rejecting, setRejecting] = useState(false);
  const what = `${formatMoney(topUp.amount_paise)} from ${topUp.agent.agency_name}`;
  const recordedByViewer = topUp.requested_by.id === userId;

  const approve = () => {
    if (recordedByViewer || decide.isPending) return;
    decide.mutate(
      { topUpId: topUp.id, approve: true },
      {
        onSuccess: () => showInfoToast(`${what} is credited to the wallet.`, 'Top-up approved'),
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Not approved'),
      },
    );
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={SAME_PERSON} disabled={!recordedByViewer} withArrow multiline w={240}>
        {/* data-disabled, not disabled: a disabled button takes no pointer events, so its tooltip would never show. */}
        <Button
          size="compact-sm"
          color="teal"
          leftSection={<IconCheck size={14} />}
          data-disabled={recordedByViewer || undefined}
          aria-disabled={recordedByViewer || undefined}
          aria-description={recordedByViewer ? SAME_PERSON : undefined}
          loading={decide.isPending && decide.variables.approve}
          onClick={approve}
          aria-label={`Approve ${what}`}
        >
          Approve
        </Button>
      </Tooltip>
      <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => setRejecting(true)} aria-label={`Reject ${what}`}>
        Reject
      </Button>
      <ReasonModal
        opened={rejecting}
        title={`Reject ${what}?`}
        explanation="The wallet is not credited. Say why, so whoever recorded it can put it right."
        label="Why is it rejected?"
        submitLabel="Reject"
        pending={decide.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(reason, form) =>
          decide.mutate(
            { topUpId: topUp.id, approve: false, reason },
            {
              onSuccess: () => {
                showInfoToast(`${what} is rejected.`, 'Top-up rejected');
                setRejecting(false);
              },
              onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Not rejected'),
            },
          )
        }
      />
    </Group>
  );
}
