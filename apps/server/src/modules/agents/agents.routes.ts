import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  agentCreateRequestSchema,
  agentDetailSchema,
  agentListQuerySchema,
  agentPageSchema,
  agentStatusRequestSchema,
  agentUpdateRequestSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@ua/contracts';
import { can } from '../../core/actor.ts';
import { actorOf, serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { changeAgentStatus, createAgent, getAgentDetail, listAgentSummaries, updateAgentById } from './agents.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'agents.view' } } as const;
const MANAGE = { access: { label: 'agents.manage' } } as const;
const tags = ['agents'];

/** The spec's "agent APIs": the B2B agents' directory. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AGENT_PATHS.agents,
    {
      schema: { tags, summary: 'Agents: search by agency, contact, city or GSTIN; filter by status, city and account manager', querystring: agentListQuerySchema, response: { 200: agentPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, search, status: statuses, city, account_manager: accountManagerId, ordering } = request.query;
      return pageResponse(request.url, page, pageSize, await listAgentSummaries(app.db, { search, statuses, city, accountManagerId, ordering }, pageSize, offsetOf(page, pageSize), can(actorOf(request), 'wallet.view')));
    },
  );

  app.get(
    AGENT_PATHS.agent(':id'),
    { schema: { tags, summary: 'An agent with contacts, tax identifiers, commission per category and credit limit', params: idParamsSchema, response: { 200: agentDetailSchema, ...errors } }, config: VIEW },
    async (request) => getAgentDetail(app.db, request.params.id, can(actorOf(request), 'wallet.view')),
  );

  app.post(
    AGENT_PATHS.agents,
    { schema: { tags, summary: 'Create an agent (the agency name is unique ignoring case)', body: agentCreateRequestSchema, response: { 201: agentDetailSchema, ...errors } }, config: MANAGE },
    async (request, reply) => reply.code(201).send(await createAgent(serviceContext(app.db, request), request.body)),
  );

  app.patch(
    AGENT_PATHS.agent(':id'),
    {
      schema: { tags, summary: 'Edit an agent; contacts and commission_overrides replace the whole list', params: idParamsSchema, body: agentUpdateRequestSchema, response: { 200: agentDetailSchema, ...errors } },
      config: MANAGE,
    },
    async (request) => updateAgentById(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.post(
    AGENT_PATHS.status(':id'),
    { schema: { tags, summary: 'Put an agent on hold or close it (saying why), or make it active again', params: idParamsSchema, body: agentStatusRequestSchema, response: { 200: agentDetailSchema, ...errors } }, config: MANAGE },
    async (request) => changeAgentStatus(serviceContext(app.db, request), request.params.id, request.body),
  );
};
