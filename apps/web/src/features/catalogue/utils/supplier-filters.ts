import { SUPPLIER_ORDERINGS, SUPPLIER_TYPES, type SupplierListQuery, type SupplierType } from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';
import { activeQuery, idParam, knownValues, statusParam, type StatusFilter } from './url-lists';

export type SupplierOrdering = (typeof SUPPLIER_ORDERINGS)[number];

/** The supplier list's view, as kept in the URL: `?q=tea&type=hotel&location=12&status=all&ordering=-rating&page=2`. */
export type SupplierFilters = {
  q: string;
  types: SupplierType[];
  location: number | undefined;
  status: StatusFilter;
  ordering: SupplierOrdering;
  page: number;
  pageSize: number;
};

export const DEFAULT_SUPPLIER_ORDERING: SupplierOrdering = 'name';

function isOrdering(value: string | null): value is SupplierOrdering {
  return (SUPPLIER_ORDERINGS as readonly (string | null)[]).includes(value);
}

export function readSupplierFilters(params: URLSearchParams): SupplierFilters {
  const ordering = params.get('ordering');
  return {
    q: params.get('q')?.trim() ?? '',
    types: knownValues(params, 'type', SUPPLIER_TYPES),
    location: idParam(params, 'location'),
    status: statusParam(params),
    ordering: isOrdering(ordering) ? ordering : DEFAULT_SUPPLIER_ORDERING,
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeSupplierFilters(filters: SupplierFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const type of filters.types) params.append('type', type);
  if (filters.location !== undefined) params.set('location', String(filters.location));
  if (filters.status !== 'active') params.set('status', filters.status);
  if (filters.ordering !== DEFAULT_SUPPLIER_ORDERING) params.set('ordering', filters.ordering);
  return writePaging(params, filters.page, filters.pageSize);
}

export const NO_SUPPLIER_FILTERS: Partial<SupplierFilters> = { q: '', types: [], location: undefined, status: 'active' };

export function hasSupplierFilters(filters: SupplierFilters): boolean {
  return filters.q !== '' || filters.types.length > 0 || filters.location !== undefined || filters.status !== 'active';
}

/** The API's query: `type[]=hotel` (the client sends arrays with brackets). */
export function supplierListQuery(filters: SupplierFilters): SupplierListQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ordering: filters.ordering,
    active: activeQuery(filters.status),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.types.length > 0 ? { type: filters.types } : {}),
    ...(filters.location !== undefined ? { location: filters.location } : {}),
  };
}
