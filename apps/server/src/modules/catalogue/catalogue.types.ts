import type { ACTIVE_FILTERS } from '@ua/contracts';

export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
