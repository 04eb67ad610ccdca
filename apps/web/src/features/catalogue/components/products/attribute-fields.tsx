import { Chip, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { AMENITIES, AMENITY_LABELS, DIFFICULTIES, MEAL_PLAN_LABELS, MEAL_PLANS, MEAL_TYPES, PROPERTY_TYPES, STAR_RATINGS, VEHICLE_TYPES, type ProductCategoryType } from '@ua/contracts';
import { NumberField } from '../../../../components/number-field';
import { errorFor, type FieldErrors } from '../../../../lib/field-errors';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';
import { formatMinutes, humanize } from '../../utils/attribute-values';
import type { AttributeValues } from '../../utils/product-form-values';

type AttributeFieldsProps = {
  category: ProductCategoryType;
  values: AttributeValues;
  onChange: (patch: Partial<AttributeValues>) => void;
  errors: FieldErrors;
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

function DurationInput({ value, onChange, error, required = true }: { value: NumberText; onChange: (value: NumberText) => void; error: string | undefined; required?: boolean }) {
  const minutes = numberFrom(value);
  return (
    <NumberField
      label="Duration in minutes"
      description={minutes === undefined || Number.isNaN(minutes) ? (required ? 'e.g. 240 for 4 hours' : 'A full day (8 h) when left empty') : formatMinutes(minutes)}
      required={required}
      min={15}
      step={15}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** The boxes of a category's attributes, named as the contract names them so its messages land beside them. */
export function AttributeFields({ category, values, onChange, errors }: AttributeFieldsProps) {
  const error = (field: keyof AttributeValues) => errorFor(errors, `attributes.${field}`);

  switch (category) {
    case 'accommodation':
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Input.Wrapper label="Star rating" required error={error('star_rating')} id="star-rating">
              <div>
                <SegmentedControl
                  aria-labelledby="star-rating-label"
                  data={STAR_RATINGS.map((stars) => ({ value: String(stars), label: `${stars}★` }))}
                  value={values.star_rating === '' ? '' : String(values.star_rating)}
                  onChange={(stars) => onChange({ star_rating: Number(stars) })}
                  fullWidth
                />
              </div>
            </Input.Wrapper>
            <Select label="Property type" data={options(PROPERTY_TYPES)} value={values.property_type} onChange={(type) => type && onChange({ property_type: type })} allowDeselect={false} error={error('property_type')} />
          </SimpleGrid>
          <Input.Wrapper label="Meal plans" description="The plans this stay can be sold with" required error={error('meal_plans')}>
            <Chip.Group multiple value={values.meal_plans} onChange={(plans) => onChange({ meal_plans: plans })}>
              <Group gap="xs" mt={6}>
                {MEAL_PLANS.map((plan) => (
                  <Chip key={plan} value={plan} size="sm">
                    {plan} · {MEAL_PLAN_LABELS[plan]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <SimpleGrid cols={2} spacing="md">
            <TextInput label="Check-in" type="time" value={values.check_in_time} onChange={(event) => onChange({ check_in_time: event.currentTarget.value })} error={error('check_in_time')} />
            <TextInput label="Check-out" type="time" value={values.check_out_time} onChange={(event) => onChange({ check_out_time: event.currentTarget.value })} error={error('check_out_time')} />
          </SimpleGrid>
          <Input.Wrapper label="Amenities" error={error('amenities')}>
            <Chip.Group multiple value={values.amenities} onChange={(amenities) => onChange({ amenities })}>
              <Group gap="xs" mt={6}>
                {AMENITIES.map((amenity) => (
                  <Chip key={amenity} value={amenity} size="xs" variant="outline">
                    {AMENITY_LABELS[amenity]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        </Stack>
      );
    case 'transport':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select label="Vehicle type" required data={options(VEHICLE_TYPES)} value={values.vehicle_type} onChange={(vehicle) => onChange({ vehicle_type: vehicle })} error={error('vehicle_type')} />
          <NumberField label="Seats" required min={1} max={80} allowDecimal={false} allowNegative={false} value={values.seats} onChange={(seats) => onChange({ seats })} error={error('seats')} />
          <Switch label="Air-conditioned" mt={{ base: 0, sm: 30 }} checked={values.air_conditioned} onChange={(event) => onChange({ air_conditioned: event.currentTarget.checked })} />
        </SimpleGrid>
      );
    case 'activity':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DurationInput value={values.duration_minutes} onChange={(duration_minutes) => onChange({ duration_minutes })} error={error('duration_minutes')} />
          <NumberField label="Minimum age" min={0} max={99} allowDecimal={false} allowNegative={false} value={values.min_age} onChange={(min_age) => onChange({ min_age })} error={error('min_age')} />
          <Select label="Difficulty" data={options(DIFFICULTIES)} value={values.difficulty} onChange={(difficulty) => difficulty && onChange({ difficulty })} allowDeselect={false} error={error('difficulty')} />
        </SimpleGrid>
      );
    case 'sightseeing':
      return (
        <Stack gap="md">
          <DurationInput value={values.duration_minutes} onChange={(duration_minutes) => onChange({ duration_minutes })} error={error('duration_minutes')} />
          <TagsInput label="Stops" description="Type a stop and press Enter" value={values.stops} onChange={(stops) => onChange({ stops })} error={error('stops')} />
        </Stack>
      );
    case 'meal':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select label="Meal" required data={options(MEAL_TYPES)} value={values.meal_type} onChange={(meal) => onChange({ meal_type: meal })} error={error('meal_type')} />
          <TextInput label="Cuisine" placeholder="Kerala, North Indian…" value={values.cuisine} onChange={(event) => onChange({ cuisine: event.currentTarget.value })} error={error('cuisine')} />
          <Switch label="Vegetarian only" mt={{ base: 0, sm: 30 }} checked={values.vegetarian_only} onChange={(event) => onChange({ vegetarian_only: event.currentTarget.checked })} />
        </SimpleGrid>
      );
    case 'guide':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TagsInput label="Languages" required description="Type a language and press Enter" value={values.languages} onChange={(languages) => onChange({ languages })} error={error('languages')} />
          <DurationInput required={false} value={values.duration_minutes} onChange={(duration_minutes) => onChange({ duration_minutes })} error={error('duration_minutes')} />
        </SimpleGrid>
      );
    case 'package':
      return (
        <Stack gap="md">
          <NumberField label="Nights" required min={1} max={60} allowDecimal={false} allowNegative={false} value={values.nights} onChange={(nights) => onChange({ nights })} error={error('nights')} w={160} />
          <TagsInput label="Includes" description="Type an inclusion and press Enter" value={values.inclusions} onChange={(inclusions) => onChange({ inclusions })} error={error('inclusions')} />
        </Stack>
      );
  }
}
