import type { ProductCategoryType } from '@ua/contracts';

export const CATEGORY_COLORS: Record<ProductCategoryType, string> = {
  accommodation: 'teal',
  transport: 'blue',
  activity: 'orange',
  sightseeing: 'cyan',
  meal: 'yellow',
  guide: 'grape',
  package: 'pink',
};
