import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PATHS,
  idParamsSchema,
  errorResponseSchema,
  supplierCreateRequestSchema,
  supplierDetailSchema,
  supplierListQuerySchema,
  supplierPageSchema,
  supplierUpdateRequestSchema,
} from '@ua/contracts';
import { requireActor, serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { createSupplier, deactivateSupplier, getSupplierDetail, listSupplierSummaries, updateSupplierById, type BankDetailsScope } from './suppliers.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'suppliers.view' } } as const;
const MANAGE = { access: { label: 'suppliers.manage' } } as const;
const tags = ['suppliers'];

/** Bank details are whole only for holders of payments.view; everyone else sees the last four digits. */
function bankScopeOf(request: FastifyRequest): BankDetailsScope {
  return requireActor(request).labels.has('payments.view') ? 'full' : 'masked';
}

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATALOGUE_PATHS.suppliers,
    {
      schema: { tags, summary: 'Suppliers, searched by name (typo-tolerant) and filtered by type, location served and active', querystring: supplierListQuerySchema, response: { 200: supplierPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, ...filter } = request.query;
      return pageResponse(request.url, page, pageSize, await listSupplierSummaries(app.db, filter, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.get(
    '/api/suppliers/:id/',
    { schema: { tags, summary: 'A supplier with contacts, locations served and bank details (masked without payments.view)', params: idParamsSchema, response: { 200: supplierDetailSchema, ...errors } }, config: VIEW },
    async (request) => getSupplierDetail(app.db, request.params.id, bankScopeOf(request)),
  );

  app.post(
    CATALOGUE_PATHS.suppliers,
    { schema: { tags, summary: 'Create a supplier', body: supplierCreateRequestSchema, response: { 201: supplierDetailSchema, ...errors } }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await createSupplier(serviceContext(app.db, request), request.body, bankScopeOf(request))),
  );

  app.patch(
    '/api/suppliers/:id/',
    {
      schema: { tags, summary: 'Edit a supplier; contacts and location_ids replace the whole list', params: idParamsSchema, body: supplierUpdateRequestSchema, response: { 200: supplierDetailSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateSupplierById(serviceContext(app.db, request), request.params.id, request.body, bankScopeOf(request)),
  );

  app.post(
    '/api/suppliers/:id/deactivate/',
    { schema: { tags, summary: 'Deactivate a supplier (never a delete)', params: idParamsSchema, response: { 200: supplierDetailSchema, ...errors } }, config: MANAGE },
    async (request) => deactivateSupplier(serviceContext(app.db, request), request.params.id, bankScopeOf(request)),
  );
};
