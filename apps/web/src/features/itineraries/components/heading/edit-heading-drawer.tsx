import { Drawer, Text } from '@mantine/core';
import type { TripHeading } from '@ua/contracts';
import { TripHeadingForm } from './trip-heading-form';

type EditHeadingDrawerProps = { heading: TripHeading; opened: boolean; onClose: () => void };

/** The trip's details in a side drawer over the editor, which stays where it was. */
export function EditHeadingDrawer({ heading, opened, onClose }: EditHeadingDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={<Text fw={700} size="lg">Edit {heading.reference}</Text>}>
      {/* Keyed by the record: a fresh load starts the form from it. */}
      {opened && <TripHeadingForm key={heading.updated_at} heading={heading} framed={false} onDone={onClose} />}
    </Drawer>
  );
}
