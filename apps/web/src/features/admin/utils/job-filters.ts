import { JOB_STATES, type JobListQuery, type JobState } from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';

/** The jobs table's view, as kept in the URL: `?state=dead&name=system.purge-succeeded-jobs&page=2`. */
export type JobFilters = {
  /** Undefined for every state. */
  state: JobState | undefined;
  /** A job's registered name, matched exactly by the server. */
  name: string;
  page: number;
  pageSize: number;
};

function isJobState(value: string | null): value is JobState {
  return (JOB_STATES as readonly (string | null)[]).includes(value);
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const state = params.get('state');
  return {
    state: isJobState(state) ? state : undefined,
    name: params.get('name')?.trim() ?? '',
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeJobFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== undefined) params.set('state', filters.state);
  if (filters.name.trim()) params.set('name', filters.name.trim());
  return writePaging(params, filters.page, filters.pageSize);
}

export function hasJobFilters(filters: JobFilters): boolean {
  return filters.state !== undefined || filters.name !== '';
}

export function jobListQuery(filters: JobFilters): JobListQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.name ? { name: filters.name } : {}),
  };
}
