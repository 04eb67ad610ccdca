import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_PATHS, agentTripsResponseSchema, errorResponseSchema, idParamsSchema } from '@ua/contracts';
import { agentTrips } from './agent-trips.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'agents.view' } } as const;
const tags = ['agents'];

/** The trips an agent brought, their bookings and commission. */
export const agentTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AGENT_PATHS.trips(':id'),
    {
      schema: {
        tags,
        summary: "The trips the agent brought, latest start first, each with its booking and commission (on the accepted version, else the quote, at the agent's rates of today)",
        params: idParamsSchema,
        response: { 200: agentTripsResponseSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => agentTrips(app.db, request.params.id),
  );
};
