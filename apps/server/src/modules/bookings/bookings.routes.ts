import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_PATHS,
  bookingCreateRequestSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingSummaryPageSchema,
  bookingUpdateRequestSchema,
  departureListSchema,
  departuresQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  travellerDocumentSchema,
  travellersUpdateRequestSchema,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { requireActor, serviceContext } from '../../plugins/auth.ts';
import { createBooking } from './booking-create.service.ts';
import { updateBooking } from './booking-edit.service.ts';
import { departureWindow, listBookingSummaries, listDepartures } from './booking-list.service.ts';
import { revealTravellerDocument, updateTravellers } from './booking-travellers.service.ts';
import { getBooking } from './booking-view.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'bookings.view' } } as const;
const MANAGE = { access: { label: 'bookings.manage' } } as const;
const tags = ['bookings'];
const travellerParams = idParamsSchema.extend({ traveller_id: idParamsSchema.shape.id });

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BOOKING_PATHS.bookings,
    {
      schema: {
        tags,
        summary: 'Bookings: search by booking or trip reference, customer or trip title; filter by status, travel dates, departures, owner, assignee, supplier, services still to confirm and requests a supplier has not answered',
        querystring: bookingListQuerySchema,
        response: { 200: bookingSummaryPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, ordering, search, status: statuses, travel_from: travelFrom, travel_to: travelTo, owner, assigned, supplier, unconfirmed, departing_within: departingWithin, awaiting_supplier: awaitingSupplier } = request.query;
      const departing = departingWithin === undefined ? undefined : departureWindow(departingWithin);
      const filters = { search, statuses, travelFrom, travelTo, ownerId: owner, assigned, supplierId: supplier, unconfirmed, departing, awaitingSupplier };
      return pageResponse(request.url, page, pageSize, await listBookingSummaries(app.db, filters, ordering, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    BOOKING_PATHS.bookings,
    {
      schema: { tags, summary: "Book a trip its customer accepted: a service per line of the accepted version, the trip marked booked; once per trip", body: bookingCreateRequestSchema, response: { 201: bookingSchema, ...errors } },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createBooking(serviceContext(app.db, request), request.body)),
  );

  app.get(
    BOOKING_PATHS.departures,
    {
      schema: { tags, summary: 'The operations view: bookings starting today or in the next days, earliest first, with the services their suppliers have yet to confirm', querystring: departuresQuerySchema, response: { 200: departureListSchema, ...errors } },
      config: VIEW,
    },
    async (request) => listDepartures(app.db, requireActor(request), request.query.days, request.query.assigned),
  );

  app.get(
    BOOKING_PATHS.booking(':id'),
    { schema: { tags, summary: 'One booking: customer, travellers (ID numbers masked), services with where each supplier stands', params: idParamsSchema, response: { 200: bookingSchema, ...errors } }, config: VIEW },
    async (request) => getBooking(app.db, requireActor(request), request.params.id),
  );

  app.patch(
    BOOKING_PATHS.booking(':id'),
    {
      schema: { tags, summary: 'Assign the booking (null: nobody), hand it to another owner, or edit its notes; the newly assigned person is told', params: idParamsSchema, body: bookingUpdateRequestSchema, response: { 200: bookingSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateBooking(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.put(
    BOOKING_PATHS.travellers(':id'),
    {
      schema: {
        tags,
        summary: 'Replace the travellers: known ones by id, new ones without; an ID number left out keeps the one on file, null clears it; the first leads when none is marked',
        params: idParamsSchema,
        body: travellersUpdateRequestSchema,
        response: { 200: bookingSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => updateTravellers(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.get(
    BOOKING_PATHS.travellerDocument(':id', ':traveller_id'),
    { schema: { tags, summary: "A traveller's whole ID document number; each look is audited", params: travellerParams, response: { 200: travellerDocumentSchema, ...errors } }, config: MANAGE },
    async (request) => revealTravellerDocument(serviceContext(app.db, request), request.params.id, request.params.traveller_id),
  );
};
