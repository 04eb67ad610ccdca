import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITINERARY_PATHS,
  dayCreateRequestSchema,
  dayOrderRequestSchema,
  dayUpdateRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  itemCreateRequestSchema,
  itemMoveRequestSchema,
  itemOrderRequestSchema,
  itemUpdateRequestSchema,
  itineraryScheduleSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { addDay, copyDay, removeDay, reorderDays, updateDayById } from './days.service.ts';
import { addItem, moveItem, removeItem, reorderItems, repriceTrip, updateItemById } from './items.service.ts';
import { loadSchedule } from './schedule.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'itineraries.view' } } as const;
const MANAGE = { access: { label: 'itineraries.manage' } } as const;
const tags = ['itineraries'];
const dayParams = idParamsSchema.extend({ dayId: idParamsSchema.shape.id });
const itemParams = idParamsSchema.extend({ itemId: idParamsSchema.shape.id });
const schedule = { 200: itineraryScheduleSchema, ...errors };
const created = { 201: itineraryScheduleSchema, ...errors };

/**
 * The day-by-day schedule. Every write answers the whole schedule (totals, taxes and warnings
 * included), so the editor refreshes from one answer; an id of another trip's day or item is not found.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ITINERARY_PATHS.schedule(':id'),
    { schema: { tags, summary: 'The whole trip: heading, days with items, transport, pricing with taxes, and warnings', params: idParamsSchema, response: schedule }, config: VIEW },
    async (request) => {
      const found = await loadSchedule(app.db, request.params.id);
      if (!found) throw notFound('Itinerary not found.');
      return found;
    },
  );

  app.post(
    ITINERARY_PATHS.daySchedules(':id'),
    { schema: { tags, summary: 'Add a day at the end, or before a day (that day and those after it move on a day)', params: idParamsSchema, body: dayCreateRequestSchema, response: created }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await addDay(serviceContext(app.db, request), request.params.id, request.body)),
  );

  app.post(
    ITINERARY_PATHS.dayOrder(':id'),
    { schema: { tags, summary: 'Put the days in a new order: every day of the trip, once each', params: idParamsSchema, body: dayOrderRequestSchema, response: schedule }, config: MANAGE },
    async (request) => reorderDays(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.patch(
    ITINERARY_PATHS.daySchedule(':id', ':dayId'),
    { schema: { tags, summary: "A day's place, title and notes", params: dayParams, body: dayUpdateRequestSchema, response: schedule }, config: MANAGE },
    async (request) => updateDayById(serviceContext(app.db, request), request.params.id, request.params.dayId, request.body),
  );

  app.delete(
    ITINERARY_PATHS.daySchedule(':id', ':dayId'),
    { schema: { tags, summary: 'Remove a day and its items; later days move back a day', params: dayParams, response: schedule }, config: MANAGE },
    async (request) => removeDay(serviceContext(app.db, request), request.params.id, request.params.dayId),
  );

  app.post(
    ITINERARY_PATHS.dayCopy(':id', ':dayId'),
    { schema: { tags, summary: 'Copy a day with its items to just after it', params: dayParams, response: created }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await copyDay(serviceContext(app.db, request), request.params.id, request.params.dayId)),
  );

  app.post(
    ITINERARY_PATHS.dayItems(':id', ':dayId'),
    {
      schema: { tags, summary: 'Add an item: a catalogue variant priced by the seasons of its dates, or free text with its own prices', params: dayParams, body: itemCreateRequestSchema, response: created },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await addItem(serviceContext(app.db, request), request.params.id, request.params.dayId, request.body)),
  );

  app.post(
    ITINERARY_PATHS.dayItemOrder(':id', ':dayId'),
    { schema: { tags, summary: "Put a day's items in a new order: every item of the day, once each", params: dayParams, body: itemOrderRequestSchema, response: schedule }, config: MANAGE },
    async (request) => reorderItems(serviceContext(app.db, request), request.params.id, request.params.dayId, request.body),
  );

  app.patch(
    ITINERARY_PATHS.item(':id', ':itemId'),
    { schema: { tags, summary: 'Edit an item; unit prices given make it priced by hand', params: itemParams, body: itemUpdateRequestSchema, response: schedule }, config: MANAGE },
    async (request) => updateItemById(serviceContext(app.db, request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    ITINERARY_PATHS.item(':id', ':itemId'),
    { schema: { tags, summary: 'Remove an item', params: itemParams, response: schedule }, config: MANAGE },
    async (request) => removeItem(serviceContext(app.db, request), request.params.id, request.params.itemId),
  );

  app.post(
    ITINERARY_PATHS.itemMove(':id', ':itemId'),
    { schema: { tags, summary: 'Move an item to another day of the trip (or elsewhere in its own); it is priced for its new dates', params: itemParams, body: itemMoveRequestSchema, response: schedule }, config: MANAGE },
    async (request) => moveItem(serviceContext(app.db, request), request.params.id, request.params.itemId, request.body),
  );

  app.post(
    ITINERARY_PATHS.reprice(':id'),
    { schema: { tags, summary: 'Price every catalogue line again from the catalogue as it is now (those priced by hand too)', params: idParamsSchema, response: schedule }, config: MANAGE },
    async (request) => repriceTrip(serviceContext(app.db, request), request.params.id),
  );
};
