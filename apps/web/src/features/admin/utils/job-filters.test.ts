import { describe, expect, it } from 'vitest';
import { jobListQuery, readJobFilters, writeJobFilters } from './job-filters';

describe('the jobs filters in the URL', () => {
  it('read back what they wrote', () => {
    const params = new URLSearchParams('state=dead&name=system.purge-succeeded-jobs&page=2&page_size=50');
    const filters = readJobFilters(params);
    expect(filters).toEqual({ state: 'dead', name: 'system.purge-succeeded-jobs', page: 2, pageSize: 50 });
    expect(writeJobFilters(filters).toString()).toBe(params.toString());
  });

  it('take a state the server does not know for every state', () => {
    expect(readJobFilters(new URLSearchParams('state=failed')).state).toBeUndefined();
  });

  it('ask the API only for the filters set', () => {
    expect(jobListQuery(readJobFilters(new URLSearchParams('')))).toEqual({ page: 1, page_size: 25 });
    expect(jobListQuery(readJobFilters(new URLSearchParams('state=queued&name=x')))).toEqual({ page: 1, page_size: 25, state: 'queued', name: 'x' });
  });
});
