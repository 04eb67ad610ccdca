import { serviceContext } from '../../plugins/auth.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PATHS,
  accessLevelCreateRequestSchema,
  accessLevelDeleteQuerySchema,
  accessLevelListResponseSchema,
  accessLevelSchema,
  accessLevelUpdateRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  permissionLabelCatalogue,
  permissionLabelListResponseSchema,
} from '@ua/contracts';
import { ADMIN_ERROR_RESPONSES } from './admin.context.ts';
import { createAccessLevel, deleteAccessLevelById, getAccessLevel, listAccessLevelViews, updateAccessLevelById } from './access-levels.service.ts';

const access = { access: { label: 'staff.manage' } } as const;
const tags = ['admin: access levels'];
const notFoundOrConflict = { 404: errorResponseSchema, 409: errorResponseSchema };

export const accessLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.labels,
    {
      schema: { tags, summary: 'The catalogue of permission labels a level can hold, with descriptions and areas', response: { 200: permissionLabelListResponseSchema, ...ADMIN_ERROR_RESPONSES } },
      config: access,
    },
    async () => permissionLabelCatalogue(),
  );

  app.get(
    ADMIN_PATHS.accessLevels,
    {
      schema: { tags, summary: 'Every access level with how many staff hold it, by name', response: { 200: accessLevelListResponseSchema, ...ADMIN_ERROR_RESPONSES } },
      config: access,
    },
    async () => listAccessLevelViews(app.db),
  );

  app.post(
    ADMIN_PATHS.accessLevels,
    {
      schema: {
        tags,
        summary: 'Create an access level: a name and labels from the catalogue',
        body: accessLevelCreateRequestSchema,
        response: { 201: accessLevelSchema, 409: errorResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request, reply) => reply.code(201).send(await createAccessLevel(serviceContext(app.db, request), request.body)),
  );

  app.get(
    `${ADMIN_PATHS.accessLevels}:id/`,
    {
      schema: { tags, summary: 'One access level', params: idParamsSchema, response: { 200: accessLevelSchema, 404: errorResponseSchema, ...ADMIN_ERROR_RESPONSES } },
      config: access,
    },
    async (request) => getAccessLevel(app.db, request.params.id),
  );

  app.patch(
    `${ADMIN_PATHS.accessLevels}:id/`,
    {
      schema: {
        tags,
        summary: 'Rename a level or replace its labels',
        params: idParamsSchema,
        body: accessLevelUpdateRequestSchema,
        response: { 200: accessLevelSchema, ...notFoundOrConflict, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => updateAccessLevelById(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.delete(
    `${ADMIN_PATHS.accessLevels}:id/`,
    {
      schema: {
        tags,
        summary: 'Delete a level; one still held by staff needs confirm=true',
        params: idParamsSchema,
        querystring: accessLevelDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...notFoundOrConflict, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request, reply) => {
      await deleteAccessLevelById(serviceContext(app.db, request), request.params.id, request.query.confirm);
      return reply.code(204).send(null);
    },
  );
};
