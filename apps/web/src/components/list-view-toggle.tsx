import { Center, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconLayoutList } from '@tabler/icons-react';
import type { ListView } from '../hooks/use-list-view';

/** Cards or compact rows, as two buttons of one group named for what it changes. */
export function ListViewToggle({ value, onChange, label }: { value: ListView; onChange: (view: ListView) => void; label: string }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(view) => onChange(view === 'rows' ? 'rows' : 'cards')}
      data={[
        {
          value: 'cards',
          label: (
            <Center style={{ gap: 6 }}>
              <IconLayoutGrid size={16} />
              <span>Cards</span>
            </Center>
          ),
        },
        {
          value: 'rows',
          label: (
            <Center style={{ gap: 6 }}>
              <IconLayoutList size={16} />
              <span>Rows</span>
            </Center>
          ),
        },
      ]}
    />
  );
}
