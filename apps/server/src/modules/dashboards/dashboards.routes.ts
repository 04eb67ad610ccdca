import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATHS, accountsDashboardSchema, errorResponseSchema, operationsDashboardSchema, salesDashboardSchema } from '@ua/contracts';
import { can } from '../../core/actor.ts';
import { requireActor } from '../../plugins/auth.ts';
import { accountsDashboard } from './accounts-dashboard.ts';
import { operationsDashboard } from './operations-dashboard.ts';
import { salesDashboard } from './sales-dashboard.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['dashboards'];

/** The desks' dashboards, each behind the label that reads the lists its figures count. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATHS.sales,
    {
      schema: { tags, summary: 'The sales dashboard: trips by status, quotes of the last 12 months by month with how many were won, and both by owner', response: { 200: salesDashboardSchema, ...errors } },
      config: { access: { label: 'itineraries.view' } },
    },
    async () => salesDashboard(app.db),
  );

  app.get(
    DASHBOARD_PATHS.operations,
    {
      schema: {
        tags,
        summary: "The operations dashboard: the next 14 days' departures with the services still to confirm, and the requests suppliers have not answered, oldest first",
        response: { 200: operationsDashboardSchema, ...errors },
      },
      config: { access: { label: 'bookings.view' } },
    },
    async () => operationsDashboard(app.db),
  );

  app.get(
    DASHBOARD_PATHS.accounts,
    {
      schema: {
        tags,
        summary: "The accounts dashboard: what customers owe by age, collections of the last 12 weeks, links open, and (with wallet.view) agents' top-ups waiting",
        response: { 200: accountsDashboardSchema, ...errors },
      },
      config: { access: { label: 'payments.view' } },
    },
    async (request) => accountsDashboard(app.db, { withTopUps: can(requireActor(request), 'wallet.view') }),
  );
};
