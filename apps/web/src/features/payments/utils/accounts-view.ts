import { RECEIVABLE_AGES, type ReceivableAge } from '@ua/contracts';
import { DEFAULT_PAGE_SIZE, pageSizeFrom, positiveInt } from '../../../lib/url-params';
import type { AccountsQuery } from '../api/get-accounts-dues';

/** The lists of the accounts view, each paged on its own. */
export const ACCOUNTS_LISTS = ['overdue', 'upcoming', 'without_plan'] as const;
export type AccountsList = (typeof ACCOUNTS_LISTS)[number];

export const DAY_CHOICES = [7, 14, 30] as const;
export const DEFAULT_DAYS = 14;

export type AccountsView = { days: number; mine: boolean; age: ReceivableAge | undefined; pages: Record<AccountsList, number>; pageSize: number };

const pageParam = (list: AccountsList) => `${list}_page`;

/**
 * `?days=7&mine=true&age=8-30&overdue_page=2&page_size=50`: the view kept in the URL, so Back and a
 * shared link keep it; anything else reads as the defaults.
 */
export function readView(params: URLSearchParams): AccountsView {
  const days = Number(params.get('days'));
  const age = RECEIVABLE_AGES.find((known) => known === params.get('age'));
  const pages = Object.fromEntries(ACCOUNTS_LISTS.map((list) => [list, positiveInt(params.get(pageParam(list)), 1, 1_000_000)])) as Record<AccountsList, number>;
  return { days: (DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_DAYS, mine: params.get('mine') === 'true', age, pages, pageSize: pageSizeFrom(params.get('page_size')) };
}

/** The URL of a view, leaving out the defaults so shared links stay short. */
export function writeView(view: AccountsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.days !== DEFAULT_DAYS) search.set('days', String(view.days));
  if (view.mine) search.set('mine', 'true');
  if (view.age) search.set('age', view.age);
  for (const list of ACCOUNTS_LISTS) if (view.pages[list] > 1) search.set(pageParam(list), String(view.pages[list]));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) search.set('page_size', String(view.pageSize));
  return search;
}

/** Every list back on its first page: what a new filter or page size starts from. */
export const FIRST_PAGES: Record<AccountsList, number> = { overdue: 1, upcoming: 1, without_plan: 1 };

/** The API's query of a view: the server's defaults (first pages, 25 rows) left out. */
export function queryOf(view: AccountsView, userId: number): AccountsQuery {
  return {
    days: view.days,
    ...(view.mine ? { owner: userId } : {}),
    ...(view.age ? { age: view.age } : {}),
    ...(view.pages.upcoming > 1 ? { upcoming_page: view.pages.upcoming } : {}),
    ...(view.pages.overdue > 1 ? { overdue_page: view.pages.overdue } : {}),
    ...(view.pages.without_plan > 1 ? { without_plan_page: view.pages.without_plan } : {}),
    ...(view.pageSize !== DEFAULT_PAGE_SIZE ? { page_size: view.pageSize } : {}),
  };
}
