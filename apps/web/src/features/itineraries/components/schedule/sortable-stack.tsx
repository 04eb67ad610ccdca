import { Fragment, type ReactNode } from 'react';
import { ActionIcon, Stack, type MantineSpacing } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';

type SortableStackProps = {
  ids: readonly number[];
  /** What a person hears each one called: "Day 2", "Tea County Munnar". */
  nameOf: (id: number) => string;
  /** The ids in their new order, once something is dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  /** Off: a plain list, no handles (a viewer who may not edit). */
  enabled: boolean;
  gap?: MantineSpacing;
  /** Each entry, given its drag handle (none when sorting is off). */
  children: (id: number, handle: ReactNode) => ReactNode;
};

type SortableEntryProps = { id: number; name: string; children: (handle: ReactNode) => ReactNode };

function SortableEntry({ id, name, children }: SortableEntryProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      variant="subtle"
      color="gray"
      aria-label={`Drag ${name}`}
      // The pointer's drag must not scroll the page on a touch screen.
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 3 : undefined, opacity: isDragging ? 0.85 : undefined }}>
      {children(handle)}
    </div>
  );
}

/**
 * A vertical list sorted by dragging a handle with the pointer, or with the keyboard (space or enter
 * to lift, arrows to move, space or enter to drop, Escape to cancel), announced by name to a screen
 * reader. Dragging is never the only way: the entries keep their Move up and Move down buttons.
 */
export function SortableStack({ ids, nameOf, onReorder, enabled, gap = 'md', children }: SortableStackProps) {
  // A press that moves less than 6 px is a click, so the handle's own focus and the page's clicks still work.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  if (!enabled) return (
      <Stack gap={gap}>
        {ids.map((id) => (
          <Fragment key={id}>{children(id, null)}</Fragment>
        ))}
      </Stack>
    );

  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const place = (id: UniqueIdentifier) => `${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over place ${place(over.id)}.` : `${name(active.id)} is over no place in the list.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at place ${place(over.id)}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back at ${place(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move it, press space or enter, then the up and down arrows; space or enter drops it, Escape puts it back.' },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Stack gap={gap}>
          {ids.map((id) => (
            <SortableEntry key={id} id={id} name={nameOf(id)}>
              {(handle) => children(id, handle)}
            </SortableEntry>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
