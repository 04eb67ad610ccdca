import { serviceContext } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PATHS,
  idParamsSchema,
  errorResponseSchema,
  locationTagCreateRequestSchema,
  locationTagLinkRequestSchema,
  locationTagLinkResponseSchema,
  locationTagPageSchema,
  locationTagQuerySchema,
  locationTagSchema,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { createLocationTag, listLocationTags, setTagLink } from './location-tags.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['locations'];

export const locationTagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATALOGUE_PATHS.locationTags,
    { schema: { tags, summary: 'Location tags by name, with how many locations carry each', querystring: locationTagQuerySchema, response: { 200: locationTagPageSchema, ...errors } }, config: { access: { label: 'locations.view' } } },
    async (request) => {
      const { page, page_size: pageSize, q, location } = request.query;
      return pageResponse(request.url, page, pageSize, await listLocationTags(app.db, { q, location }, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    CATALOGUE_PATHS.locationTags,
    {
      schema: { tags, summary: 'Create a location tag', body: locationTagCreateRequestSchema, response: { 201: locationTagSchema, 409: errorResponseSchema, ...errors } },
      config: { access: { label: 'locations.manage' } },
    },
    async (request, reply) => reply.code(201).send(await createLocationTag(serviceContext(app.db, request), request.body)),
  );

  for (const [action, linked] of [
    ['attach', true],
    ['detach', false],
  ] as const) {
    app.post(
      `/api/location-tag/:id/${action}/`,
      {
        schema: {
          tags,
          summary: `${linked ? 'Attach the tag to' : 'Detach the tag from'} a location; answers the location's tags`,
          params: idParamsSchema,
          body: locationTagLinkRequestSchema,
          response: { 200: locationTagLinkResponseSchema, ...errors },
        },
        config: { access: { label: 'locations.manage' } },
      },
      async (request) => setTagLink(serviceContext(app.db, request), request.params.id, request.body.location_id, linked),
    );
  }
};
