import { Group, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_ITEM_QUANTITY, MAX_TRIP_NIGHTS, type ProductCategoryType } from '@ua/contracts';
import { NumberField } from '../../../../components/number-field';
import type { NumberText } from '../../../../lib/typed-number';

/** What the quantity counts, by category: rooms for a stay, vehicles for a transfer, people for an activity. */
export function quantityLabel(category: ProductCategoryType | null): string {
  switch (category) {
    case 'accommodation':
      return 'Rooms';
    case 'transport':
      return 'Vehicles';
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return 'People';
    case 'guide':
      return 'Guides';
    default:
      return 'Quantity';
  }
}

type Bound<T> = { value: T; onChange: (value: T) => void; error: string | undefined };

type ItemFieldsProps = {
  category: ProductCategoryType | null;
  /** Nights show for a stay and for free text (a price per night); other catalogue lines are one day. */
  withNights: boolean;
  quantity: Bound<NumberText>;
  nights: Bound<NumberText>;
  /** The form's own input props for the two text boxes. */
  time: GetInputPropsReturnType;
  notes: GetInputPropsReturnType;
};

/** The boxes every item form has: how many, for how many nights, at what time, and notes. */
export function ItemFields({ category, withNights, quantity, nights, time, notes }: ItemFieldsProps) {
  return (
    <>
      <Group grow align="flex-start" gap="sm">
        <NumberField label={quantityLabel(category)} min={1} max={MAX_ITEM_QUANTITY} allowDecimal={false} allowNegative={false} {...quantity} />
        {withNights && <NumberField label="Nights" min={1} max={MAX_TRIP_NIGHTS} allowDecimal={false} allowNegative={false} {...nights} />}
      </Group>
      <TextInput label="Time" description="24-hour, e.g. 09:30; leave empty for none" placeholder="HH:MM" inputMode="numeric" autoComplete="off" w={200} {...time} />
      <Textarea label="Notes" autosize minRows={2} maxRows={6} {...notes} />
    </>
  );
}
