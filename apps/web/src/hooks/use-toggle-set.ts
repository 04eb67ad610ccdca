import { useCallback, useState } from 'react';

/** A set of ids that a click adds or removes, one at a time: the rows a table has opened. */
export function useToggleSet(): [ReadonlySet<number>, (id: number) => void] {
  const [members, setMembers] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setMembers((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return [members, toggle];
}
