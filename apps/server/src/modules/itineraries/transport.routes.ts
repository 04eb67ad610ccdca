import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITINERARY_PATHS,
  errorResponseSchema,
  idParamsSchema,
  itineraryScheduleSchema,
  transportChargeCreateRequestSchema,
  transportChargeListSchema,
  transportChargeUpdateRequestSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { loadSchedule } from './schedule.service.ts';
import { addTransportCharge, removeTransportCharge, updateTransportCharge } from './transport.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'itineraries.view' } } as const;
const MANAGE = { access: { label: 'itineraries.manage' } } as const;
const tags = ['itineraries'];
const chargeParams = idParamsSchema.extend({ chargeId: idParamsSchema.shape.id });

/** Every write answers the whole schedule, so the editor takes its totals from one answer. */
export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ITINERARY_PATHS.transportCharges(':id'),
    { schema: { tags, summary: "The trip's transport charges", params: idParamsSchema, response: { 200: transportChargeListSchema, ...errors } }, config: VIEW },
    async (request) => {
      const schedule = await loadSchedule(app.db, request.params.id);
      if (!schedule) throw notFound('Itinerary not found.');
      return { results: schedule.transport };
    },
  );

  app.post(
    ITINERARY_PATHS.transportCharges(':id'),
    {
      schema: {
        tags,
        summary: 'Add a vehicle for the trip or a leg: a catalogue variant priced by the season of the start date, or free text with its own prices',
        params: idParamsSchema,
        body: transportChargeCreateRequestSchema,
        response: { 201: itineraryScheduleSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await addTransportCharge(serviceContext(app.db, request), request.params.id, request.body)),
  );

  app.patch(
    ITINERARY_PATHS.transportCharge(':id', ':chargeId'),
    {
      schema: { tags, summary: 'Edit a transport charge; unit prices given make it priced by hand', params: chargeParams, body: transportChargeUpdateRequestSchema, response: { 200: itineraryScheduleSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateTransportCharge(serviceContext(app.db, request), request.params.id, request.params.chargeId, request.body),
  );

  app.delete(
    ITINERARY_PATHS.transportCharge(':id', ':chargeId'),
    { schema: { tags, summary: 'Remove a transport charge', params: chargeParams, response: { 200: itineraryScheduleSchema, ...errors } }, config: MANAGE },
    async (request) => removeTransportCharge(serviceContext(app.db, request), request.params.id, request.params.chargeId),
  );
};
