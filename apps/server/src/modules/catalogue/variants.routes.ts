import { serviceContext } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PATHS,
  idParamsSchema,
  errorResponseSchema,
  variantCreateRequestSchema,
  variantListQuerySchema,
  variantPageSchema,
  variantSchema,
  variantUpdateRequestSchema,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { createVariant, getVariant, listProductVariants, updateVariantById } from './variants.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'products.view' } } as const;
const MANAGE = { access: { label: 'products.manage' } } as const;
const tags = ['products'];

/** The spec spells it "product varient"; the paths keep its spelling. */
export const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATALOGUE_PATHS.productVariants,
    { schema: { tags, summary: "A product's variants, by name then season", querystring: variantListQuerySchema, response: { 200: variantPageSchema, ...errors } }, config: VIEW },
    async (request) => {
      const { page, page_size: pageSize, product, active } = request.query;
      return pageResponse(request.url, page, pageSize, await listProductVariants(app.db, product, active, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.get(
    '/api/product-varient/:id/',
    { schema: { tags, summary: 'One variant', params: idParamsSchema, response: { 200: variantSchema, ...errors } }, config: VIEW },
    async (request) => getVariant(app.db, request.params.id),
  );

  app.post(
    CATALOGUE_PATHS.productVariants,
    {
      schema: {
        tags,
        summary: 'Add a variant: prices in paise, a season that overlaps no other of the same name, selling below cost only with allow_below_cost',
        body: variantCreateRequestSchema,
        response: { 201: variantSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createVariant(serviceContext(app.db, request), request.body)),
  );

  app.patch(
    '/api/product-varient/:id/',
    {
      schema: { tags, summary: 'Edit a variant; the rules are checked on the variant as it would be after the edit', params: idParamsSchema, body: variantUpdateRequestSchema, response: { 200: variantSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateVariantById(serviceContext(app.db, request), request.params.id, request.body),
  );
};
