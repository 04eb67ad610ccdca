import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, auditLogQuerySchema, auditLogResponseSchema } from '@ua/contracts';
import { ADMIN_ERROR_RESPONSES } from './admin.context.ts';
import { listAuditPage } from './audit-log.service.ts';
import { pageResponse } from '../../lib/pagination.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.auditLog,
    {
      schema: {
        tags: ['admin: audit log'],
        summary: 'Who changed what and when, newest first; filter by actor, entity, action and time',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: { access: { label: 'audit.view' } },
    },
    async (request) => pageResponse(request.url, request.query.page, request.query.page_size, await listAuditPage(app.db, request.query)),
  );
};
