import { serviceContext } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PATHS,
  breadcrumbResponseSchema,
  idParamsSchema,
  errorResponseSchema,
  locationCreateRequestSchema,
  locationDeactivateResponseSchema,
  locationDetailSchema,
  locationIdQuerySchema,
  locationIdResponseSchema,
  locationLevelParamsSchema,
  locationLevelQuerySchema,
  locationMoveRequestSchema,
  locationPageSchema,
  locationSearchPageSchema,
  locationSearchQuerySchema,
  locationUpdateRequestSchema,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import {
  activateLocation,
  createLocation,
  deactivateLocation,
  getBreadcrumb,
  getLocationDetail,
  listLocationsOfLevel,
  moveLocation,
  resolveLocationId,
  searchLocations,
  updateLocationById,
} from './locations.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const writeErrors = { ...errors, 409: errorResponseSchema };
const VIEW = { access: { label: 'locations.view' } } as const;
const MANAGE = { access: { label: 'locations.manage' } } as const;
const tags = ['locations'];

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/level-:level/',
    {
      schema: {
        tags,
        summary: 'The locations of one level (1 country or region, 2 state, 3 destination, 4 area or spot), by name',
        params: locationLevelParamsSchema,
        querystring: locationLevelQuerySchema,
        response: { 200: locationPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, parent, q, active } = request.query;
      return pageResponse(request.url, page, pageSize, await listLocationsOfLevel(app.db, { level: request.params.level, parent, q, active }, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.get(
    CATALOGUE_PATHS.locationSearch,
    {
      schema: {
        tags,
        summary: 'Places of every level (or those asked) whose name matches, typos forgiven, each with the places above it; the closest first',
        querystring: locationSearchQuerySchema,
        response: { 200: locationSearchPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, q, level, active } = request.query;
      return pageResponse(request.url, page, pageSize, await searchLocations(app.db, { q, levels: level, active }, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.get(
    '/api/location-details/:id/',
    { schema: { tags, summary: "A location's details, tags and breadcrumb", params: idParamsSchema, response: { 200: locationDetailSchema, ...errors } }, config: VIEW },
    async (request) => getLocationDetail(app.db, request.params.id),
  );

  app.get(
    '/api/breadcrumb/:id/',
    { schema: { tags, summary: 'The chain from level 1 down to the location, itself included', params: idParamsSchema, response: { 200: breadcrumbResponseSchema, ...errors } }, config: VIEW },
    async (request) => getBreadcrumb(app.db, request.params.id),
  );

  app.get(
    CATALOGUE_PATHS.locationId,
    {
      schema: {
        tags,
        summary: 'Resolve a slug, or a name (any case), to the location; 409 when several share the name',
        querystring: locationIdQuerySchema,
        response: { 200: locationIdResponseSchema, 409: errorResponseSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => resolveLocationId(app.db, request.query.slug !== undefined ? { slug: request.query.slug } : { name: request.query.name ?? '' }),
  );

  app.post(
    CATALOGUE_PATHS.locations,
    { schema: { tags, summary: 'Create a location under a parent exactly one level up', body: locationCreateRequestSchema, response: { 201: locationDetailSchema, ...writeErrors } }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await createLocation(serviceContext(app.db, request), request.body)),
  );

  app.patch(
    '/api/locations/:id/',
    {
      schema: { tags, summary: "Edit a location's own fields (move and deactivate are calls of their own)", params: idParamsSchema, body: locationUpdateRequestSchema, response: { 200: locationDetailSchema, ...writeErrors } },
      config: MANAGE,
    },
    async (request) => updateLocationById(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.post(
    '/api/locations/:id/move/',
    {
      schema: {
        tags,
        summary: 'Move a location and everything below it under another parent of the same level as its old one',
        params: idParamsSchema,
        body: locationMoveRequestSchema,
        response: { 200: locationDetailSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => moveLocation(serviceContext(app.db, request), request.params.id, request.body.parent_id),
  );

  app.post(
    '/api/locations/:id/deactivate/',
    {
      schema: { tags, summary: 'Deactivate a location and every location below it (never a delete)', params: idParamsSchema, response: { 200: locationDeactivateResponseSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => deactivateLocation(serviceContext(app.db, request), request.params.id),
  );

  app.post(
    '/api/locations/:id/activate/',
    { schema: { tags, summary: 'Reactivate one location; its parent must be active', params: idParamsSchema, response: { 200: locationDetailSchema, ...errors } }, config: MANAGE },
    async (request) => activateLocation(serviceContext(app.db, request), request.params.id),
  );
};
