import { STAFF_ORDERINGS, type StaffListQuery, type StaffOrdering } from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';

export type ActiveFilter = 'all' | 'active' | 'inactive';

/** The staff table's view, as kept in the URL: `?search=rao&active=true&access_level=2&ordering=-joined&page=2`. */
export type StaffFilters = {
  search: string;
  active: ActiveFilter;
  accessLevelIds: number[];
  ordering: StaffOrdering;
  page: number;
  pageSize: number;
};

export const DEFAULT_STAFF_ORDERING: StaffOrdering = 'name';

function isOrdering(value: string | null): value is StaffOrdering {
  return (STAFF_ORDERINGS as readonly (string | null)[]).includes(value);
}

export function readStaffFilters(params: URLSearchParams): StaffFilters {
  const active = params.get('active');
  const ordering = params.get('ordering');
  return {
    search: params.get('search')?.trim() ?? '',
    active: active === 'true' ? 'active' : active === 'false' ? 'inactive' : 'all',
    accessLevelIds: [...new Set(params.getAll('access_level').map((value) => positiveInt(value, 0)).filter((id) => id > 0))],
    ordering: isOrdering(ordering) ? ordering : DEFAULT_STAFF_ORDERING,
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeStaffFilters(filters: StaffFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.active !== 'all') params.set('active', String(filters.active === 'active'));
  for (const id of filters.accessLevelIds) params.append('access_level', String(id));
  if (filters.ordering !== DEFAULT_STAFF_ORDERING) params.set('ordering', filters.ordering);
  return writePaging(params, filters.page, filters.pageSize);
}

export function hasStaffFilters(filters: StaffFilters): boolean {
  return filters.search !== '' || filters.active !== 'all' || filters.accessLevelIds.length > 0;
}

/** The API's query for the view: `access_level[]=2` (the client sends arrays with brackets). */
export function staffListQuery(filters: StaffFilters): StaffListQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ordering: filters.ordering,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.active === 'all' ? {} : { active: filters.active === 'active' ? 'true' : 'false' }),
    ...(filters.accessLevelIds.length > 0 ? { access_level: filters.accessLevelIds } : {}),
  };
}
