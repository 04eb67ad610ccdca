import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyLink } from './copy-link';

/** An icon button that copies a payment link; its name says which, for screen readers and tests alike. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  return (
    <Tooltip label="Copy the link" withArrow>
      <ActionIcon variant="default" size="md" aria-label={label} onClick={() => void copyLink(url, 'Payment link copied')}>
        <IconCopy size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
