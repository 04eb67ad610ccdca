import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@ua/contracts';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { job, jobsPageOf, pageOf } from '../test/admin-fixtures';
import { currentLocation } from '../../../test/location-probe';
import { emulateScreenWidth } from '../../../test/screen-width';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const OPERATOR = ['system.operate'];
const DEAD = job({
  id: 7,
  name: 'notifications.deliver-email',
  state: 'dead',
  attempts: 5,
  max_attempts: 5,
  last_error: 'SMTP 554: relay refused\n    at send (mailer.ts:40)',
  finished_at: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
});
const QUEUED = job({ id: 8, state: 'queued', attempts: 2, max_attempts: 5, last_error: 'timeout after 30 s' });
const SUCCEEDED = job({ id: 9, state: 'succeeded', attempts: 1, finished_at: new Date(Date.now() - 5 * 60_000).toISOString() });
const COUNTS = { queued: 4, running: 1, succeeded: 12, dead: 2 };

const JOBS = '/api/admin/jobs/';
const RETRY = '/api/admin/jobs/7/retry/';

function setup(routes: Record<string, MockReply | (() => MockReply)> = {}) {
  return mockApi({ [`GET ${JOBS}`]: { status: 200, data: jobsPageOf([DEAD, QUEUED, SUCCEEDED], COUNTS) }, ...routes });
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', JOBS).at(-1)?.params;
const rowOf = (text: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(text)) as HTMLElement;

describe('the jobs screen', () => {
  beforeAll(preloadAdminSections);

  it('lists each job with its state, attempts, moment and last error, and counts every state', async () => {
    setup();
    renderAdmin({ path: '/admin/jobs', labels: OPERATOR });
    const dead = (await screen.findByRole('button', { name: 'notifications.deliver-email' })).closest('tr') as HTMLElement;
    expect(within(dead).getByText('Dead')).toBeInTheDocument();
    expect(within(dead).getByText('5 of 5')).toBeInTheDocument();
    expect(within(dead).getByText('2 hours ago')).toHaveAttribute('dateTime', DEAD.finished_at);
    expect(within(dead).getByText('Finished')).toBeInTheDocument();
    expect(within(dead).getByText(/SMTP 554: relay refused/)).toBeInTheDocument();
    expect(within(rowOf('#8')).getByText('2 of 5')).toBeInTheDocument();
    expect(within(rowOf('#8')).getByText('Next run')).toBeInTheDocument();

    const chips = screen.getByRole('radiogroup', { name: 'Filter by state' });
    expect(within(chips).getAllByRole('radio').map((chip) => chip.closest('div')?.textContent)).toEqual(['All19', 'Queued4', 'Running1', 'Succeeded12', 'Dead2']);
    expect(within(chips).getByRole('radio', { name: /All/ })).toBeChecked();
    expect(screen.getByText('3 jobs')).toBeInTheDocument();
  });

  it('opens a row to show the whole last error', async () => {
    setup();
    renderAdmin({ path: '/admin/jobs', labels: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the details of job 7' }));
    const details = screen.getByLabelText('Job 7');
    expect(within(details).getByText(/at send \(mailer\.ts:40\)/)).toBeInTheDocument();
  });

  it('asks for the state and name the URL holds, and puts a chosen state in the URL and the request', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/jobs?name=notifications.deliver-email&page=2', labels: OPERATOR });
    await screen.findByText('5 of 5');
    expect(lastQuery(api)).toEqual({ page: 2, page_size: 25, name: 'notifications.deliver-email' });
    expect(screen.getByRole('textbox', { name: 'Job name' })).toHaveValue('notifications.deliver-email');

    await userEvent.click(screen.getByRole('radio', { name: /Dead/ }));
    await waitFor(() => expect(currentLocation().search).toBe('?state=dead&name=notifications.deliver-email'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, page_size: 25, state: 'dead', name: 'notifications.deliver-email' }));
    expect(screen.getByRole('radio', { name: /Dead/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /All/ }));
    await waitFor(() => expect(currentLocation().search).toBe('?name=notifications.deliver-email'));
  });

  it('filters by a job\u2019s name from its row', async () => {
    setup();
    renderAdmin({ path: '/admin/jobs?state=dead', labels: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'notifications.deliver-email' }));
    await waitFor(() => expect(currentLocation().search).toBe('?state=dead&name=notifications.deliver-email'));
  });

  it('retries a dead job, says so, and refreshes the list', async () => {
    let retried = false;
    const api = setup({
      [`GET ${JOBS}`]: () => ({ status: 200, data: retried ? jobsPageOf([{ ...DEAD, state: 'queued', attempts: 0, finished_at: null }, QUEUED, SUCCEEDED], { ...COUNTS, dead: 1, queued: 5 }) : jobsPageOf([DEAD, QUEUED, SUCCEEDED], COUNTS) }),
      [`POST ${RETRY}`]: () => {
        retried = true;
        return { status: 200, data: { ...DEAD, state: 'queued', attempts: 0, finished_at: null } satisfies Job };
      },
    });
    renderAdmin({ path: '/admin/jobs', labels: OPERATOR });
    expect(screen.queryByRole('button', { name: 'Retry job 8' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 7' }));

    expect(await screen.findByText('Job retried')).toBeInTheDocument();
    expect(screen.getByText('Job #7 (notifications.deliver-email) is back in the queue, due now.')).toBeInTheDocument();
    expect(api.callsTo('POST', RETRY)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry job 7' })).not.toBeInTheDocument());
    expect(within(rowOf('#7')).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Dead/ }).closest('div')).toHaveTextContent('Dead1');
  });

  it('says a job someone else retried first has nothing to retry, and refreshes the list', async () => {
    const api = setup({
      [`POST ${RETRY}`]: { status: 409, data: { detail: 'Job 7 is queued; only a dead job can be retried.', code: 'job.not_dead' } },
    });
    renderAdmin({ path: '/admin/jobs', labels: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 7' }));

    expect(await screen.findByText('Nothing to retry')).toBeInTheDocument();
    expect(screen.getByText(/Job #7 is no longer dead, so there is nothing to retry/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', JOBS)).toHaveLength(2));
  });

  it('says when no job is in the state chosen', async () => {
    mockApi({ [`GET ${JOBS}`]: { status: 200, data: jobsPageOf([], { queued: 3 }) } });
    renderAdmin({ path: '/admin/jobs?state=dead', labels: OPERATOR });
    expect(await screen.findByText('No dead jobs')).toBeInTheDocument();
    // The empty state's own way out, after the filter bar's.
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('is neither a tab nor a request for someone without system.operate', async () => {
    const api = mockApi({ 'GET /api/admin/audit-log/': { status: 200, data: pageOf([]) }, [`GET ${JOBS}`]: { status: 200, data: jobsPageOf([DEAD]) } });
    const everyOtherSection = renderAdmin({ path: '/admin/audit-log', labels: ['audit.view', 'staff.manage', 'notifications.send'] });
    await screen.findByRole('heading', { name: 'Audit log' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Staff', 'Access levels', 'Send notification', 'Audit log']);
    everyOtherSection.unmount();

    renderAdmin({ path: '/admin/jobs', labels: ['audit.view'] });
    expect(await screen.findByText('Jobs is not open to you')).toBeInTheDocument();
    expect(screen.getByText(/It needs the system.operate permission/)).toBeInTheDocument();
    expect(api.callsTo('GET', JOBS)).toHaveLength(0);
  });

  it('offers the Jobs tab to a holder of system.operate', async () => {
    setup();
    renderAdmin({ path: '/admin', labels: ['audit.view', ...OPERATOR] });
    await screen.findAllByRole('tab');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audit log', 'Jobs']);
  });

  it('shows each job as a card on a phone: state, attempts, error, retry, and its details on request', async () => {
    emulateScreenWidth(375);
    setup();
    renderAdmin({ path: '/admin/jobs', labels: OPERATOR });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(screen.queryByRole('table', { name: 'Jobs' })).not.toBeInTheDocument();
    const dead = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(dead).toHaveTextContent(/notifications\.deliver-email.*#7.*Dead/);
    expect(dead).toHaveTextContent('Attempt 5 of 5');
    expect(within(dead).getByText(/SMTP 554: relay refused/)).toBeInTheDocument();
    expect(within(dead).getByRole('button', { name: 'Retry job 7' })).toBeInTheDocument();

    await userEvent.click(within(dead).getByRole('button', { name: 'Show the details of job 7' }));
    expect(within(dead).getByLabelText('Job 7')).toHaveTextContent(/at send \(mailer\.ts:40\)/);
    await userEvent.click(within(dead).getByRole('button', { name: 'notifications.deliver-email' }));
    await waitFor(() => expect(currentLocation().search).toBe('?name=notifications.deliver-email'));
  });
});
