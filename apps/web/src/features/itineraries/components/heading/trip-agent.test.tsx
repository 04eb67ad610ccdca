import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PATHS, ITINERARY_PATHS, type AgentSummary } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { itinerarySchedule, schedulePricing } from '../../test/schedule-fixtures';
import { pageOf, tripHeading } from '../../test/trip-fixtures';
import { MANAGE_LABELS, renderForViewer, renderItineraries } from '../../test/render-trips';
import { TripHeadingPanel } from './trip-heading-panel';

const AGENT_LABELS = [...MANAGE_LABELS, 'agents.view'] as const;

const SUNRISE: AgentSummary = {
  id: 7,
  agency_name: 'Sunrise Holidays',
  city: 'Pune',
  status: 'active',
  gstin: null,
  commission_bp: 500,
  credit_limit_paise: 0,
  primary_contact: { name: 'Kavita Joshi', phone: '+919822000111', email: 'kavita@sunrise.example', whatsapp: null },
  account_manager: null,
  wallet: null,
};

const SUNRISE_ON_TRIP = { id: 7, agency_name: 'Sunrise Holidays', city: 'Pune', status: 'active' as const, commission_bp: 500, contact: { name: 'Kavita Joshi', phone: '+919822000111', email: 'kavita@sunrise.example' } };

async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function openNewTrip(labels: readonly string[]) {
  const api = mockApi({
    'POST /api/itinerary/trip-heading/': { status: 201, data: tripHeading({ status: 'draft', latest_version: null }) },
    'GET /api/admin/lookup/staff/': { status: 200, data: pageOf([{ id: 1, name: 'Asha Rao', email: 'asha@ua.test', active: true }]) },
    [`GET ${AGENT_PATHS.agents}`]: { status: 200, data: pageOf([SUNRISE]) },
  });
  renderItineraries({ path: '/itineraries/new', labels });
  await screen.findByRole('heading', { name: 'New trip' });
  return api;
}

describe('the agent on the trip’s heading', () => {
  it('offers the active agents to a holder of agents.view and sends the agent and the agency’s name with the new trip', async () => {
    const api = await openNewTrip(AGENT_LABELS);
    const branding = screen.getByRole('switch', { name: /Show the agency’s name to the customer/ });
    expect(branding).toBeDisabled();

    await chooseOption(screen.getByRole('combobox', { name: /Agent/ }), 'Sunrise Holidays · Pune');
    expect(api.callsTo('GET', AGENT_PATHS.agents)[0]?.params).toEqual({ status: ['active'], page_size: 20, ordering: 'name' });
    expect(branding).toBeEnabled();
    await userEvent.click(branding);

    await fill(field(/Customer name/), 'Meera Nair');
    await fill(field(/Title/), 'Kerala backwaters, 5 nights');
    await fill(field(/Start date/), '11/12/2026');
    await fill(field(/Nights/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/itinerary/trip-heading/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/itinerary/trip-heading/')[0]?.body).toMatchObject({ agent_id: 7, agency_branding: true });
  });

  it('shows no agent picker without agents.view', async () => {
    const api = await openNewTrip(MANAGE_LABELS);
    expect(screen.queryByRole('combobox', { name: /Agent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /agency’s name/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', AGENT_PATHS.agents)).toHaveLength(0);
  });

  it('keeps the agent an edit does not touch, and turns the agency’s name off with the agent taken off', async () => {
    const heading = tripHeading({ agent: { ...SUNRISE_ON_TRIP, status: 'on_hold' }, agency_branding: true });
    const api = mockApi({ 'PATCH /api/itinerary/trip-heading/42/': { status: 200, data: tripHeading() } });
    renderForViewer(<TripHeadingPanel heading={heading} canManage />, { labels: AGENT_LABELS });
    expect(screen.getByText('On hold')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit UA-IT-00042' });
    const picker = within(drawer).getByRole('combobox', { name: /Agent/ });
    expect(picker).toHaveValue('Sunrise Holidays · Pune');
    const branding = within(drawer).getByRole('switch', { name: /Show the agency’s name/ });
    expect(branding).toBeChecked();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')).toHaveLength(0);

    await userEvent.click(within(drawer).getByLabelText('Take the agent off'));
    expect(picker).toHaveValue('');
    await waitFor(() => expect(branding).toBeDisabled());
    expect(branding).not.toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')[0]?.body).toEqual({ agent_id: null, agency_branding: false });
  });

  it('shows the agent on the trip’s page and its commission in the totals, each category with its base and rate', async () => {
    const schedule = itinerarySchedule({
      heading: tripHeading({ status: 'draft', agent: SUNRISE_ON_TRIP, agency_branding: true }),
      pricing: schedulePricing({
        agent_commission: {
          agency_name: 'Sunrise Holidays',
          commission_paise: 102_967,
          by_category: [
            { category: 'accommodation', base_paise: 919_354, commission_bp: 1000, commission_paise: 91_935 },
            { category: 'other', base_paise: 220_645, commission_bp: 500, commission_paise: 11_032 },
          ],
        },
      }),
    });
    mockApi({
      [`GET ${ITINERARY_PATHS.schedule(42)}`]: { status: 200, data: schedule },
      [`GET ${ITINERARY_PATHS.finalItineraries(42)}`]: { status: 200, data: { results: [] } },
    });
    renderItineraries({ path: '/itineraries/42', labels: AGENT_LABELS });

    const details = await screen.findByRole('region', { name: 'Trip details' });
    expect(within(details).getByText('Sunrise Holidays')).toBeInTheDocument();
    expect(within(details).getByText('The customer sees the agency’s name')).toBeInTheDocument();

    const commission = within(await screen.findByRole('region', { name: 'Totals' })).getByRole('region', { name: 'Agent’s commission' });
    expect(within(commission).getByText('Sunrise Holidays’s commission: ₹1,029.67')).toBeInTheDocument();
    expect(within(commission).getByRole('row', { name: 'Accommodation ₹9,193.54 10% ₹919.35' })).toBeInTheDocument();
    expect(within(commission).getByRole('row', { name: 'Other lines ₹2,206.45 5% ₹110.32' })).toBeInTheDocument();
  });

  it('shows no commission on a trip no agent brought', async () => {
    mockApi({
      [`GET ${ITINERARY_PATHS.schedule(42)}`]: { status: 200, data: itinerarySchedule() },
      [`GET ${ITINERARY_PATHS.finalItineraries(42)}`]: { status: 200, data: { results: [] } },
    });
    renderItineraries({ path: '/itineraries/42', labels: AGENT_LABELS });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).queryByRole('region', { name: 'Agent’s commission' })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Trip details' })).queryByText('Agent')).not.toBeInTheDocument();
  });
});
