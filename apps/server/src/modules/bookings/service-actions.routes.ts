import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_PATHS, bookingCancelRequestSchema, bookingCancelResponseSchema, errorResponseSchema, idParamsSchema, serviceActionRequestSchema, serviceActionResponseSchema } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { cancelBooking } from './booking-cancel.service.ts';
import { runServiceAction } from './service-actions.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };
const MANAGE = { access: { label: 'bookings.manage' } } as const;
const tags = ['bookings'];

export const serviceActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    BOOKING_PATHS.serviceAction(':id'),
    {
      schema: {
        tags,
        summary: "The spec's booking service action: request (the supplier is sent a page to answer on), confirm or reject by hand, cancel, change supplier, send the voucher",
        params: idParamsSchema,
        body: serviceActionRequestSchema,
        response: { 200: serviceActionResponseSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => runServiceAction(serviceContext(app.db, request), app.config, request.params.id, request.body),
  );

  app.post(
    BOOKING_PATHS.cancel(':id'),
    {
      schema: {
        tags,
        summary: 'Cancel the booking: every service cancelled, each supplier holding one told (when asked), every live link retired',
        params: idParamsSchema,
        body: bookingCancelRequestSchema,
        response: { 200: bookingCancelResponseSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => cancelBooking(serviceContext(app.db, request), app.config, request.params.id, request.body),
  );
};
