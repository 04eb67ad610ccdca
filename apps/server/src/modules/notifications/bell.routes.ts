import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHELL_PATHS,
  errorResponseSchema,
  idParamsSchema,
  markAllReadRequestSchema,
  markAllReadResponseSchema,
  notificationActionRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPageQuerySchema,
  notificationPageResponseSchema,
  notificationSchema,
  unreadCountResponseSchema,
  type Notification,
  type ReadStatus,
} from '@ua/contracts';
import { requireActor, sessionOf, signedInFrom } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { unreadCountBody } from './live-bell.repository.ts';
import { listNotificationsPage, markAllRead, viewerOf, type NotificationRow } from './notifications.repository.ts';
import { setReadStatuses, type ReadMark, type ReadMarkResult } from './signed-in-bell.repository.ts';
import { Batches } from '../../db/batches.ts';
import { createKeptBell } from './kept-bell.ts';
import { NOTIFICATIONS_CHANGED, type NotificationsChanged } from './notifications.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notification_type: row.notificationType,
    generated_on: row.generatedOn.toISOString(),
    message: row.message,
    link: row.link,
    read_status: row.readStatus,
    snoozed_until: row.snoozedUntil && row.snoozedUntil > new Date() ? row.snoozedUntil.toISOString() : null,
    snooze_dates: row.snoozeDates,
  };
}

export const bellRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept = createKeptBell(app.db, app.events, app.keptAccounts);
  /** Marks that come together are one statement and one commit (see Batches); two of one notification never share one. */
  const readMarks = new Batches<ReadMark, ReadMarkResult>((marks) => setReadStatuses(app.db, marks), { keyOf: (mark) => mark.id });
  /**
   * The caller's other tabs and devices show the change too: their live streams send the new count. The
   * change is committed already, so a bus that cannot publish leaves them to their poll, not the caller to an error.
   */
  const changedFor = (request: FastifyRequest, userId: number) =>
    app.events.publish(NOTIFICATIONS_CHANGED, { user_ids: [userId] } satisfies NotificationsChanged).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the live bells were not told of a read change');
    });

  app.get(
    SHELL_PATHS.userNotifications,
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (at most 500)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
      // Polled: the account and list this instance keeps, or one statement for both.
      config: { access: 'signed-in', accountInStatement: true },
    },
    async (request) => {
      const found = await kept.notifications(sessionOf(request), request.query.read_status, request.query.limit);
      signedInFrom(request, found.account);
      return found.rows.map(toNotification);
    },
  );

  app.get(
    SHELL_PATHS.notifications,
    {
      schema: {
        tags: ['notifications'],
        summary: "A page of the caller's notifications, read ones included, newest first; by read status and type",
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const viewer = viewerOf(requireActor(request));
      const { read, type, page, page_size: pageSize } = request.query;
      const readStatus: ReadStatus | undefined = read === undefined ? undefined : read ? 'read' : 'unread';
      const found = await listNotificationsPage(app.db, viewer, { readStatus, type }, pageSize, offsetOf(page, pageSize));
      return pageResponse(request.url, page, pageSize, { count: found.count, results: found.rows.map(toNotification) });
    },
  );

  app.patch(
    '/user/user-notification-action/:id/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read or unread',
        params: idParamsSchema,
        body: notificationActionRequestSchema,
        response: { 200: notificationSchema, 404: errorResponseSchema, ...errors },
      },
      // The account check, the change and the word to the caller's other tabs are one statement, shared
      // with the other marks of that moment.
      config: { access: 'signed-in', ownedResource: 'notification', accountInStatement: true },
    },
    async (request) => {
      const found = await readMarks.submit({ session: sessionOf(request), id: request.params.id, readStatus: request.body.read_status });
      signedInFrom(request, found.account);
      if (!found.row) throw notFound('Notification not found.');
      return toNotification(found.row);
    },
  );

  app.get(
    SHELL_PATHS.unreadCount,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Unread count, in all and per type; polled by every open tab, with ETag / 304',
        response: { 200: unreadCountResponseSchema, 304: errorResponseSchema.optional(), ...errors },
      },
      // Polled by every open tab: the account and counts this instance keeps, or one statement for both.
      config: { access: 'signed-in', accountInStatement: true },
    },
    async (request, reply) => {
      const found = await kept.unreadCounts(sessionOf(request));
      signedInFrom(request, found.account);
      const body = unreadCountBody(found.byType);
      const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 16)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined);
      return body;
    },
  );

  app.post(
    SHELL_PATHS.markAllRead,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your unread notifications read, or those of one type',
        body: markAllReadRequestSchema.nullish(),
        response: { 200: markAllReadResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const viewer = viewerOf(requireActor(request));
      const updated = await markAllRead(app.db, viewer, request.body?.notification_type);
      if (updated > 0) await changedFor(request, viewer.userId);
      return { updated };
    },
  );
};
