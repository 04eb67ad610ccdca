import fastifySse from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_PATHS, errorResponseSchema } from '@ua/contracts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { accessTokenOf, requireActor } from '../../plugins/auth.ts';
import type { LiveMessage } from './live-hub.ts';
import { viewerOf } from './notifications.repository.ts';

/** A notification id as the stream sends it (`id:`), and as a browser hands it back. */
const EVENT_ID = /^\d{1,15}$/;

const streamQuerySchema = z.object({
  /** Where a new leader tab resumes: EventSource sets no headers, so the id comes in the address. */
  last_event_id: z.string().regex(EVENT_ID, 'Expected a notification id').optional(),
});

const eventStreamSchema = z.string().meta({
  description:
    'Server-sent events (text/event-stream): `notification` (id: the notification id; data: the Notification), `count` (data: the unread count), `ping` (a heartbeat).',
});

/** Past this much unsent (a browser that stopped reading), the stream ends; the browser reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The id to resume after: EventSource's own reconnect sends Last-Event-ID, a new leader tab the query. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const fromHeader = typeof header === 'string' && EVENT_ID.test(header.trim()) ? header.trim() : undefined;
  const id = fromHeader ?? query;
  return id === undefined ? undefined : Number(id);
}

/**
 * The live bell: the caller's new notifications and unread count as server-sent events, as long as the
 * browser keeps it open. `@fastify/sse` writes the events; the instance's hub (`app.liveBell`) feeds them.
 */
export const liveStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Our heartbeat is a named `ping` event, which a browser's watchdog can see; comments never reach it.
  await app.register(fastifySse, { heartbeatInterval: 0 });

  app.get(
    NOTIFICATION_PATHS.stream,
    {
      sse: { kind: 'dual', heartbeat: false },
      exposeHeadRoute: false,
      schema: {
        tags: ['notifications'],
        summary: "The caller's bell, live: new notifications and the unread count as server-sent events (Accept: text/event-stream)",
        querystring: streamQuerySchema,
        response: { 200: eventStreamSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 503: errorResponseSchema },
      },
      config: { access: 'signed-in', tokenFromCookie: true },
    },
    async (request, reply) => {
      const sse = (reply as FastifyReply & { sse?: FastifyReply['sse'] }).sse;
      if (!sse) throw new AppError('bad_request', 'This address sends server-sent events: ask for them with Accept: text/event-stream.');
      const viewer = viewerOf(requireActor(request));
      const token = accessTokenOf(request);
      if (!token) throw unauthenticated();
      const raw = reply.raw;
      const sink = {
        write(message: LiveMessage) {
          if (!sse.isConnected) return;
          if (raw.writableLength > MAX_BUFFERED_BYTES) {
            sse.close();
            return;
          }
          const { event, data } = message;
          sse.send(event === 'notification' ? { id: String(message.id), event, data } : { event, data }).catch(() => undefined);
        },
        close: () => sse.close(),
      };
      // Written with the first event; no compression on this route, and no proxy buffering.
      reply.header('cache-control', 'no-cache').header('x-accel-buffering', 'no').header('x-request-id', request.id);
      sse.keepAlive();
      const release = await app.liveBell.open({ viewer, token, lastEventId: lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id), sink });
      if (!release) throw unauthenticated('The access token is invalid, has expired or has been revoked.');
      if (sse.isConnected) sse.onClose(release);
      else release();
    },
  );
};
