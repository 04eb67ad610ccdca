import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';

type TableScrollProps = {
  /** Names the region a keyboard user scrolls: usually the table's own name. */
  label: string;
  /** The width under which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
};

type Overflow = { before: boolean; after: boolean };

const NONE: Overflow = { before: false, after: false };

/** A soft shade over one edge, where columns are hidden: it fades once that edge is scrolled to. */
function EdgeShade({ side, shown }: { side: 'left' | 'right'; shown: boolean }) {
  return (
    <Box
      aria-hidden
      data-edge={side}
      data-shown={shown || undefined}
      pos="absolute"
      top={0}
      bottom={0}
      w={24}
      style={{
        [side]: 0,
        pointerEvents: 'none',
        opacity: shown ? 1 : 0,
        transition: 'opacity 150ms',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.14), rgba(0, 0, 0, 0))`,
      }}
    />
  );
}

/**
 * A table wider than the screen scrolls sideways, and shows it: a shade sits on each edge that has
 * columns beyond it. While it scrolls it is a named region in the tab order, so a keyboard can
 * scroll it with the arrow keys (a scrolling box nobody can focus is out of reach without a mouse).
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    // A pixel of slack: zoomed screens report fractional widths that never quite meet.
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    // The box narrows with the window, and the table widens with its rows: either can start or end the scrolling.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.querySelectorAll(':scope > *, :scope > * > table')) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = overflow.before || overflow.after;
  return (
    <Box pos="relative">
      <Box ref={scroller} role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined} data-scrolls={scrolls || undefined} onScroll={measure} style={{ overflowX: 'auto' }}>
        <Box miw={minWidth}>{children}</Box>
      </Box>
      <EdgeShade side="left" shown={overflow.before} />
      <EdgeShade side="right" shown={overflow.after} />
    </Box>
  );
}
