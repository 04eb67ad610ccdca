import { Drawer, Tabs, Text } from '@mantine/core';
import type { ItineraryDay, ItineraryItem } from '@ua/contracts';
import { IconBook, IconPencil } from '@tabler/icons-react';
import { CatalogueItemForm } from './catalogue-item-form';
import { FreeTextItemForm } from './free-text-item-form';
import { ItemEditForm } from './item-edit-form';
import { dayHeading } from './schedule-format';

export type ItemDrawerMode = { kind: 'add'; day: ItineraryDay } | { kind: 'edit'; item: ItineraryItem } | undefined;

type ItemDrawerProps = { tripId: number; mode: ItemDrawerMode; onClose: () => void };

/**
 * Adding an item to a day (from the catalogue, or as free text) or editing one, in a side drawer over
 * the days, which stay where they were; focus goes back to the button that opened it.
 */
export function ItemDrawer({ tripId, mode, onClose }: ItemDrawerProps) {
  const title = mode?.kind === 'add' ? `Add to ${dayHeading(mode.day)}` : mode?.kind === 'edit' ? `Edit ${mode.item.label}` : '';
  return (
    <Drawer opened={mode !== undefined} onClose={onClose} position="right" size="lg" title={<Text fw={700} size="lg">{title}</Text>}>
      {mode?.kind === 'add' && (
        <Tabs defaultValue="catalogue" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="catalogue" leftSection={<IconBook size={16} />}>
              From the catalogue
            </Tabs.Tab>
            <Tabs.Tab value="free-text" leftSection={<IconPencil size={16} />}>
              Free text
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="catalogue">
            <CatalogueItemForm key={mode.day.id} tripId={tripId} day={mode.day} onDone={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="free-text">
            <FreeTextItemForm key={mode.day.id} tripId={tripId} day={mode.day} onDone={onClose} />
          </Tabs.Panel>
        </Tabs>
      )}
      {mode?.kind === 'edit' && <ItemEditForm key={mode.item.id} tripId={tripId} item={mode.item} onDone={onClose} />}
    </Drawer>
  );
}
