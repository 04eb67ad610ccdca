import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_PATHS, bookingCreateRequestSchema, bookingSchema, errorResponseSchema, idParamsSchema } from '@ua/contracts';
import { requireActor, serviceContext } from '../../plugins/auth.ts';
import { createBooking } from './booking-create.service.ts';
import { getBooking } from './booking-view.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'bookings.view' } } as const;
const MANAGE = { access: { label: 'bookings.manage' } } as const;
const tags = ['bookings'];

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    BOOKING_PATHS.bookings,
    {
      schema: { tags, summary: "Book a trip its customer accepted: a service per line of the accepted version, the trip marked booked; once per trip", body: bookingCreateRequestSchema, response: { 201: bookingSchema, ...errors } },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createBooking(serviceContext(app.db, request), request.body)),
  );

  app.get(
    BOOKING_PATHS.booking(':id'),
    { schema: { tags, summary: 'One booking: customer, travellers (ID numbers masked), services with where each supplier stands', params: idParamsSchema, response: { 200: bookingSchema, ...errors } }, config: VIEW },
    async (request) => getBooking(app.db, requireActor(request), request.params.id),
  );
};
