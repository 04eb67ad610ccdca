import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export type OpenapiPluginOptions = {
  /**
   * Serve Swagger UI at /api/docs and the document at /api/openapi.json (config API_DOCS). Off, they
   * are not registered and answer 404; the document is still generated in the process
   * (`app.swagger()`), which is what the suites generated from it read.
   */
  serve: boolean;
};

/** The OpenAPI document is generated from the routes' Zod schemas; Swagger UI reads it. */
export const openapiPlugin = fp<OpenapiPluginOptions>(
  async (app: FastifyInstance, { serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'UA Internal API', version: '1.0.0', description: 'The internal API of UA Internal, the staff application.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    if (!serve) return;
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
