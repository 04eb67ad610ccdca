import { serviceContext } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PATHS,
  errorResponseSchema,
  idParamsSchema,
  staffCreateRequestSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberSchema,
  staffUpdateRequestSchema,
} from '@ua/contracts';
import { ADMIN_ERROR_RESPONSES } from './admin.context.ts';
import { pageResponse } from '../../lib/pagination.ts';
import { createStaffMember, getStaffMember, listStaffPage, updateStaffMember } from './staff.service.ts';

const access = { access: { label: 'staff.manage' } } as const;
const tags = ['admin: staff'];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.staff,
    {
      schema: {
        tags,
        summary: 'Staff accounts: search by name or email, filter by active and access level, sort, DRF pages',
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => pageResponse(request.url, request.query.page, request.query.page_size, await listStaffPage(app.db, request.query)),
  );

  app.post(
    ADMIN_PATHS.staff,
    {
      schema: {
        tags,
        summary: 'Pre-create a staff account that can then sign in with Google',
        body: staffCreateRequestSchema,
        response: { 201: staffMemberSchema, 409: errorResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request, reply) => reply.code(201).send(await createStaffMember(serviceContext(app.db, request), request.body)),
  );

  app.get(
    `${ADMIN_PATHS.staff}:id/`,
    {
      schema: { tags, summary: 'One staff account', params: idParamsSchema, response: { 200: staffMemberSchema, 404: errorResponseSchema, ...ADMIN_ERROR_RESPONSES } },
      config: access,
    },
    async (request) => getStaffMember(app.db, request.params.id),
  );

  app.patch(
    `${ADMIN_PATHS.staff}:id/`,
    {
      schema: {
        tags,
        summary: 'Change names, access levels or active; deactivating revokes every token of the account at once',
        params: idParamsSchema,
        body: staffUpdateRequestSchema,
        response: { 200: staffMemberSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => updateStaffMember(serviceContext(app.db, request), request.params.id, request.body),
  );
};
