import { ActionIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

type RowExpandToggleProps = {
  expanded: boolean;
  /** The id of the details row it opens, named only while that row is shown. */
  controls: string;
  /** What a screen reader hears, open and closed: "Show the details of job 12". */
  label: { show: string; hide: string };
  onToggle: () => void;
};

/** The chevron that opens a table row's details beneath it. */
export function RowExpandToggle({ expanded, controls, label, onToggle }: RowExpandToggleProps) {
  return (
    <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-expanded={expanded} aria-controls={expanded ? controls : undefined} aria-label={expanded ? label.hide : label.show}>
      <IconChevronRight size={16} style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }} />
    </ActionIcon>
  );
}
