import { createHash } from 'node:crypto';
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
import { requireActor } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { listNotifications, listNotificationsPage, markAllRead, setReadStatus, unreadCountsByType, type NotificationRow } from './notifications.repository.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notification_type: row.notificationType,
    generated_on: row.generatedOn.toISOString(),
    message: row.message,
    link: row.link,
    read_status: row.readStatus,
  };
}

export const bellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHELL_PATHS.userNotifications,
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (at most 500)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const { userId } = requireActor(request);
      const rows = await listNotifications(app.db, userId, request.query.read_status, request.query.limit);
      return rows.map(toNotification);
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
      const { userId } = requireActor(request);
      const { read, type, page, page_size: pageSize } = request.query;
      const readStatus: ReadStatus | undefined = read === undefined ? undefined : read ? 'read' : 'unread';
      const found = await listNotificationsPage(app.db, userId, { readStatus, type }, pageSize, offsetOf(page, pageSize));
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
      config: { access: 'signed-in', ownedResource: 'notification' },
    },
    async (request) => {
      const { userId } = requireActor(request);
      const row = await setReadStatus(app.db, userId, request.params.id, request.body.read_status);
      if (!row) throw notFound('Notification not found.');
      return toNotification(row);
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
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const { userId } = requireActor(request);
      const byType = await unreadCountsByType(app.db, userId);
      const body = { unread_count: Object.values(byType).reduce((sum, n) => sum + n, 0), by_type: byType };
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
      const { userId } = requireActor(request);
      return { updated: await markAllRead(app.db, userId, request.body?.notification_type) };
    },
  );
};
