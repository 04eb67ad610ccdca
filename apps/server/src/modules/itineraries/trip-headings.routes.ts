import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITINERARY_PATHS,
  errorResponseSchema,
  idParamsSchema,
  itineraryStatusRequestSchema,
  tripHeadingCreateRequestSchema,
  tripHeadingSchema,
  tripHeadingUpdateRequestSchema,
  tripListQuerySchema,
  tripSummaryPageSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { changeTripStatus, createTrip, getTripHeading, listTripSummaries, updateTripHeading } from './trip-headings.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'itineraries.view' } } as const;
const MANAGE = { access: { label: 'itineraries.manage' } } as const;
const tags = ['itineraries'];

export const tripHeadingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ITINERARY_PATHS.tripHeadings,
    {
      schema: { tags, summary: 'Trips: search by reference, title or customer; filter by status, owner, travel month, the month first quoted, place and agent', querystring: tripListQuerySchema, response: { 200: tripSummaryPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, ordering, search, status: statuses, owner, travel_month: travelMonth, quoted_from: quotedFrom, quoted_to: quotedTo, place, agent } = request.query;
      const filters = { search, statuses, ownerId: owner, travelMonth, quotedFrom, quotedTo, placeId: place, agentId: agent };
      return pageResponse(request.url, page, pageSize, await listTripSummaries(app.db, filters, ordering, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    ITINERARY_PATHS.tripHeadings,
    {
      schema: { tags, summary: "A new trip from a customer's enquiry, its days laid out empty; owned by the caller unless owner_id names another; an agent_id must name an active agent", body: tripHeadingCreateRequestSchema, response: { 201: tripHeadingSchema, ...errors } },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createTrip(serviceContext(app.db, request), request.body)),
  );

  app.get(
    ITINERARY_PATHS.tripHeading(':id'),
    { schema: { tags, summary: "One trip's heading", params: idParamsSchema, response: { 200: tripHeadingSchema, ...errors } }, config: VIEW },
    async (request) => getTripHeading(app.db, request.params.id),
  );

  app.patch(
    ITINERARY_PATHS.tripHeading(':id'),
    {
      schema: {
        tags,
        summary: 'Edit the heading: more nights add empty days, fewer drop empty trailing days; a new start date moves every day and prices it again',
        params: idParamsSchema,
        body: tripHeadingUpdateRequestSchema,
        response: { 200: tripHeadingSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => updateTripHeading(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.post(
    ITINERARY_PATHS.status(':id'),
    { schema: { tags, summary: 'Mark the trip sent or lost (with why), or take it back to draft', params: idParamsSchema, body: itineraryStatusRequestSchema, response: { 200: tripHeadingSchema, ...errors } }, config: MANAGE },
    async (request) => changeTripStatus(serviceContext(app.db, request), request.params.id, request.body),
  );
};
