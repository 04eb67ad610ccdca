import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_PATHS, errorResponseSchema, idParamsSchema, timelinePageSchema, timelineQuerySchema } from '@ua/contracts';
import { bookingTimeline } from './timeline.service.ts';
import { requireActor } from '../../plugins/auth.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'bookings.view' } } as const;
const tags = ['bookings'];

/** The request's own path and query with `before` set to the cursor: the link to the next page. */
function withBefore(requestUrl: string, before: string): string {
  const queryStart = requestUrl.indexOf('?');
  const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : requestUrl.slice(queryStart + 1));
  params.set('before', before);
  return `${path}?${params.toString()}`;
}

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BOOKING_PATHS.timeline(':id'),
    {
      schema: {
        tags,
        summary: 'Everything that happened to the booking, newest first: its events and its services’, messages in and out with their status now, comments. Pages by cursor: follow `next`',
        params: idParamsSchema,
        querystring: timelineQuerySchema,
        response: { 200: timelinePageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { count, results, nextBefore } = await bookingTimeline(app.db, request.params.id, request.query, requireActor(request).labels.has('payments.view'));
      return { count, next: nextBefore === null ? null : withBefore(request.url, nextBefore), previous: null, results };
    },
  );
};
