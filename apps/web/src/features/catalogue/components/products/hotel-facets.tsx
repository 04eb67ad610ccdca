import { useState, type ReactNode } from 'react';
import { Anchor, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { AMENITIES, AMENITY_LABELS, MEAL_PLAN_LABELS, MEAL_PLANS, STAR_RATINGS, type Amenity, type MealPlan } from '@ua/contracts';
import { useAccommodationFilter } from '../../api/get-accommodation-filter';
import { facetQuery, type ProductFilters } from '../../utils/product-filters';
import { StarRating } from '../common/star-rating';

type HotelFacetsProps = {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  /** Off while the other filters are wrong: the counts would answer a different question. */
  enabled: boolean;
};

const AMENITIES_SHOWN = 6;

function FacetLabel({ children, count }: { children: ReactNode; count: number | undefined }) {
  return (
    <Group gap={6} wrap="nowrap">
      {children}
      {count !== undefined && (
        <Text span size="xs" c="dimmed">
          {count}
        </Text>
      )}
    </Group>
  );
}

/**
 * Stars, meal plans and amenities of the stays that match the rest of the search, with how many each
 * leaves (the accommodation filter counts them). A value with none left is offered greyed, unless chosen.
 */
export function HotelFacets({ filters, onChange, enabled }: HotelFacetsProps) {
  const facets = useAccommodationFilter(facetQuery(filters), { enabled });
  const [allAmenities, setAllAmenities] = useState(false);
  const data = facets.data;
  const countOf = <Value,>(list: readonly { value: Value; count: number }[] | undefined, value: Value) => (list ? (list.find((item) => item.value === value)?.count ?? 0) : undefined);

  const amenityCounts = AMENITIES.map((amenity) => ({ amenity, count: countOf(data?.amenities, amenity) ?? 0 }));
  const ranked = [...amenityCounts].sort((a, b) => b.count - a.count || AMENITIES.indexOf(a.amenity) - AMENITIES.indexOf(b.amenity));
  const shownAmenities = allAmenities ? ranked : ranked.filter((item, index) => index < AMENITIES_SHOWN || filters.amenities.includes(item.amenity));

  return (
    <Stack gap="md" aria-busy={facets.isFetching}>
      <div>
        <Text fw={700} size="sm">
          Hotel filters
        </Text>
        <Text size="xs" c="dimmed" aria-live="polite">
          {data ? `${data.count} ${data.count === 1 ? 'stay matches' : 'stays match'}` : facets.isError ? 'The counts could not be loaded' : 'Counting stays…'}
        </Text>
      </div>
      {data === undefined && facets.isPending && enabled ? (
        <Stack gap={6} aria-label="Loading the hotel filters">
          <Skeleton h={18} />
          <Skeleton h={18} w="80%" />
          <Skeleton h={18} w="60%" />
        </Stack>
      ) : (
        <>
          <Checkbox.Group label="Stars" value={filters.stars.map(String)} onChange={(values) => onChange({ stars: values.map(Number).sort() })}>
            <Stack gap={6} mt={6}>
              {[...STAR_RATINGS].reverse().map((stars) => {
                const count = countOf(data?.star_rating, stars);
                return (
                  <Checkbox
                    key={stars}
                    value={String(stars)}
                    size="sm"
                    aria-label={`${stars} stars`}
                    disabled={count === 0 && !filters.stars.includes(stars)}
                    label={
                      <FacetLabel count={count}>
                        <StarRating stars={stars} />
                      </FacetLabel>
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label="Meal plan" value={filters.mealPlans} onChange={(values) => onChange({ mealPlans: values as MealPlan[] })}>
            <Stack gap={6} mt={6}>
              {MEAL_PLANS.map((plan) => {
                const count = countOf(data?.meal_plan, plan);
                return (
                  <Checkbox
                    key={plan}
                    value={plan}
                    size="sm"
                    disabled={count === 0 && !filters.mealPlans.includes(plan)}
                    label={
                      <FacetLabel count={count}>
                        {MEAL_PLAN_LABELS[plan]}
                        <Text span size="xs" c="dimmed">
                          ({plan})
                        </Text>
                      </FacetLabel>
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label="Amenities" description="Stays with all of them" value={filters.amenities} onChange={(values) => onChange({ amenities: values as Amenity[] })}>
            <Stack gap={6} mt={6}>
              {shownAmenities.map(({ amenity, count }) => (
                <Checkbox
                  key={amenity}
                  value={amenity}
                  size="sm"
                  disabled={data !== undefined && count === 0 && !filters.amenities.includes(amenity)}
                  label={<FacetLabel count={data ? count : undefined}>{AMENITY_LABELS[amenity]}</FacetLabel>}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {AMENITIES.length > AMENITIES_SHOWN && (
            <Anchor component="button" type="button" size="sm" onClick={() => setAllAmenities((all) => !all)} ta="left">
              {allAmenities ? 'Fewer amenities' : `All ${AMENITIES.length} amenities`}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
