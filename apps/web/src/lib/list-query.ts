import { issuesToFieldErrors, type FieldErrors, type ParseIssue } from './field-errors';

/**
 * A list page's view kept in the URL query, read by the contract's own query schema (the one the
 * server parses the API call with), so the URL, the filters and the call cannot disagree. The shape
 * is all this needs of a Zod schema, so nothing here loads Zod: the pages that pass one in are lazy.
 */
export type ListQuerySchema<Query extends Paged> = {
  safeParse(input: unknown): { success: true; data: Query } | { success: false; error: { issues: readonly ParseIssue[] } };
};

export type Paged = { page: number; page_size: number };

/** What the URL may change besides the filters: paging and order are not filters ("Clear filters" keeps them). */
const NOT_FILTERS: readonly string[] = ['page', 'page_size', 'ordering'];

type Raw = Record<string, string | string[]>;

/** `type=hotel&type=guide` as `{type: ['hotel', 'guide']}`; `type[]=` (the API's form, in a pasted link) too. */
function rawOf(params: URLSearchParams): Raw {
  const raw: Raw = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    const had = raw[key];
    const all = [...(had === undefined ? [] : Array.isArray(had) ? had : [had]), ...values];
    raw[key] = all.length === 1 && !name.endsWith('[]') ? (all[0] ?? '') : all;
  }
  return raw;
}

export type ReadListQuery<Query> = {
  query: Query;
  /** What the schema said of the values it refused (a name too long, an end before the start): those are left out of `query`. */
  errors: FieldErrors;
};

/**
 * The schema's reading of the URL. A value it refuses (a hand-edited `ordering=salary`, an old
 * bookmark's stray type) is left out, so the rest of the view still holds, and said in `errors`.
 */
export function readListQuery<Query extends Paged>(schema: ListQuerySchema<Query>, params: URLSearchParams): ReadListQuery<Query> {
  const raw = rawOf(params);
  let errors: FieldErrors = {};
  // Each round drops the values the schema refused; a rule across two fields may refuse one more.
  for (let round = 0; round <= Object.keys(raw).length; round += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { query: parsed.data, errors };
    const refused = parsed.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in raw);
    errors = { ...issuesToFieldErrors(parsed.error.issues), ...errors };
    if (refused.length === 0) break;
    for (const key of refused) delete raw[key];
  }
  const fallback = schema.safeParse({});
  if (!fallback.success) throw new Error('A list query schema must accept an empty query: every field optional or defaulted');
  return { query: fallback.data, errors };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The schema's defaults, which the URL leaves out so shared links stay short. */
export function listQueryDefaults<Query extends Paged>(schema: ListQuerySchema<Query>): Query {
  return readListQuery(schema, new URLSearchParams()).query;
}

/**
 * `params` with `patch` written over it, each value as the URL holds it (lists repeated, booleans
 * as true or false), a default or an empty value left out. Any change but the page (or its size)
 * goes back to page 1; what the patch does not name stays as it was.
 */
export function patchListQuery<Query extends Paged>(schema: ListQuerySchema<Query>, params: URLSearchParams, patch: Partial<Query>): URLSearchParams {
  const defaults = listQueryDefaults(schema);
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key);
    next.delete(`${key}[]`);
    if (value === undefined || value === '' || same(value, defaults[key as keyof Query])) continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(key, String(item));
  }
  if (!('page' in patch)) next.delete('page');
  return inSchemaOrder(schema, next);
}

/** The parameters in the schema's order (a parse lists its fields so), page and size last, as links are usually written. */
function inSchemaOrder<Query extends Paged>(schema: ListQuerySchema<Query>, params: URLSearchParams): URLSearchParams {
  const fields = Object.keys(readListQuery(schema, params).query).filter((key) => key !== 'page' && key !== 'page_size');
  const rank = (name: string) => {
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    if (key === 'page') return fields.length + 1;
    if (key === 'page_size') return fields.length + 2;
    const index = fields.indexOf(key);
    return index === -1 ? fields.length : index;
  };
  // A stable sort: the values of one parameter keep their order.
  return new URLSearchParams([...params.entries()].sort(([a], [b]) => rank(a) - rank(b)));
}

/** Whether any filter differs from the schema's default (paging and order are not filters). */
export function hasListFilters<Query extends Paged>(query: Query, defaults: Query): boolean {
  return Object.entries(query).some(([key, value]) => !NOT_FILTERS.includes(key) && !same(value, defaults[key as keyof Query]));
}

/** The patch "Clear filters" makes: every filter back to its default, a refused one (named in `errors`) gone too, paging and order kept. */
export function clearedFilters<Query extends Paged>(query: Query, defaults: Query, errors: FieldErrors = {}): Partial<Query> {
  const keys = [...new Set([...Object.keys(query), ...Object.keys(errors)])].filter((key) => key !== '' && !NOT_FILTERS.includes(key));
  return Object.fromEntries(keys.map((key) => [key, defaults[key as keyof Query]])) as Partial<Query>;
}

type QueryParam<Value> = Value extends boolean ? 'true' | 'false' : Value;
/** The query as the API call's params: booleans as the strings the query schema reads. */
export type ListQueryParams<Query> = { [Key in keyof Query]: QueryParam<Query[Key]> };

export function listQueryParams<Query extends Paged>(query: Query): ListQueryParams<Query> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value])) as ListQueryParams<Query>;
}

/** The query a list page's schema reads: `QueryOf<typeof staffListQuerySchema>`. */
export type QueryOf<Schema> = Schema extends ListQuerySchema<infer Query> ? Query : never;
