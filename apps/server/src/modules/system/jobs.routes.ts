import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, jobListQuerySchema, jobListResponseSchema, jobSchema, SYSTEM_PATHS } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { listJobsPage, retryDeadJob } from './jobs.service.ts';

const access = { access: { label: 'system.operate' } } as const;
const tags = ['system: jobs'];
const ERROR_RESPONSES = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SYSTEM_PATHS.jobs,
    {
      schema: {
        tags,
        summary: 'Background jobs, newest first: state, attempts, next run and last error, with counts per state; filter by state and name',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => listJobsPage(app.db, request.query, request.url),
  );

  app.post(
    SYSTEM_PATHS.jobRetry(':id'),
    {
      schema: {
        tags,
        summary: 'Put a dead job back in the queue with a fresh set of attempts (409 job.not_dead for any other state)',
        params: idParamsSchema,
        response: { 200: jobSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ERROR_RESPONSES },
      },
      config: access,
    },
    async (request) => retryDeadJob(serviceContext(app.db, request), request.params.id),
  );
};
