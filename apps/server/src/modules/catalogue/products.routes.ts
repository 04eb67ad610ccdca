import { serviceContext } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PATHS,
  accommodationFilterResponseSchema,
  idParamsSchema,
  errorResponseSchema,
  productCategoryPageSchema,
  productCategoryQuerySchema,
  productCreateRequestSchema,
  productDetailSchema,
  productFacetsResponseSchema,
  productPageSchema,
  productSearchQuerySchema,
  productUpdateRequestSchema,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { accommodationFilter, productFacets, searchProducts } from './product-search.service.ts';
import { createProduct, getProductDetail, listProductCategories, updateProductById } from './products.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'products.view' } } as const;
const MANAGE = { access: { label: 'products.manage' } } as const;
const tags = ['products'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATALOGUE_PATHS.productCategories,
    { schema: { tags, summary: 'Product categories by type name, with their active product counts', querystring: productCategoryQuerySchema, response: { 200: productCategoryPageSchema, ...errors } }, config: VIEW },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      return pageResponse(request.url, page, pageSize, await listProductCategories(app.db, pageSize, offsetOf(page, pageSize)));
    },
  );

  const search = [
    [CATALOGUE_PATHS.productList, 'Products, by name unless ordered otherwise; the same query and answer as product search'],
    [CATALOGUE_PATHS.productSearch, 'Search products: typo-tolerant text, location subtree, category, supplier, price and hotel filters; by relevance'],
  ] as const;
  for (const [url, summary] of search) {
    app.get(url, { schema: { tags, summary, querystring: productSearchQuerySchema, response: { 200: productPageSchema, ...errors } }, config: VIEW }, async (request) => {
      const { page, page_size: pageSize, ordering, ...filters } = request.query;
      return pageResponse(request.url, page, pageSize, await searchProducts(app.db, filters, ordering, pageSize, offsetOf(page, pageSize)));
    });
  }

  app.get(
    CATALOGUE_PATHS.accommodationFilter,
    {
      schema: { tags, summary: 'Star ratings, amenities and meal plans of the matching accommodation, with counts', querystring: productSearchQuerySchema, response: { 200: accommodationFilterResponseSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page: _page, page_size: _pageSize, ordering: _ordering, ...filters } = request.query;
      return accommodationFilter(app.db, filters);
    },
  );

  app.get(
    CATALOGUE_PATHS.productFacets,
    {
      schema: { tags, summary: 'How many of the matching products each category holds, counted without the category filter', querystring: productSearchQuerySchema, response: { 200: productFacetsResponseSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page: _page, page_size: _pageSize, ordering: _ordering, ...filters } = request.query;
      return productFacets(app.db, filters);
    },
  );

  app.get(
    '/api/products/:id/',
    { schema: { tags, summary: 'A product with its breadcrumb and every variant', params: idParamsSchema, response: { 200: productDetailSchema, ...errors } }, config: VIEW },
    async (request) => getProductDetail(app.db, request.params.id),
  );

  app.post(
    CATALOGUE_PATHS.products,
    { schema: { tags, summary: 'Create a product; its attributes follow its category', body: productCreateRequestSchema, response: { 201: productDetailSchema, ...errors } }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await createProduct(serviceContext(app.db, request), request.body)),
  );

  app.patch(
    '/api/products/:id/',
    {
      schema: { tags, summary: 'Edit a product; attributes are merged over the stored ones and checked against the category', params: idParamsSchema, body: productUpdateRequestSchema, response: { 200: productDetailSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateProductById(serviceContext(app.db, request), request.params.id, request.body),
  );
};
