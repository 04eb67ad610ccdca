import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, LOOKUP_LABELS, STAFF_LOOKUP_LABELS, accessLevelLookupQuerySchema, accessLevelLookupResponseSchema, staffLookupQuerySchema, staffLookupResponseSchema } from '@ua/contracts';
import { ADMIN_ERROR_RESPONSES } from './admin.context.ts';
import { pageResponse } from '../../lib/pagination.ts';
import { accessLevelLookupPage, staffLookupPage } from './lookup.service.ts';

// Senders pick recipients and auditors pick an actor without managing staff: names only, for any of the three;
// sales pick a trip's owner from the staff too.
const access = { access: { anyLabel: LOOKUP_LABELS } } as const;
const staffAccess = { access: { anyLabel: STAFF_LOOKUP_LABELS } } as const;
const tags = ['admin: lookups'];

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.staffLookup,
    {
      schema: {
        tags,
        summary: 'Staff by name or email, for pickers: id, name and email only; for staff.manage, notifications.send, audit.view, itineraries.view or .manage, bookings.view or .manage; `holds` keeps the holders of one label',
        querystring: staffLookupQuerySchema,
        response: { 200: staffLookupResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: staffAccess,
    },
    async (request) => pageResponse(request.url, request.query.page, request.query.page_size, await staffLookupPage(app.db, request.query)),
  );

  app.get(
    ADMIN_PATHS.accessLevelLookup,
    {
      schema: {
        tags,
        summary: 'Access levels by name, for pickers: id and name only; for staff.manage, notifications.send or audit.view',
        querystring: accessLevelLookupQuerySchema,
        response: { 200: accessLevelLookupResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => pageResponse(request.url, request.query.page, request.query.page_size, await accessLevelLookupPage(app.db, request.query)),
  );
};
