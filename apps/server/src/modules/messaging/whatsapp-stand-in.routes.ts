import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGING_PATHS, devWhatsappPhoneListSchema, devWhatsappPhoneMessageSchema, devWhatsappReplySchema, errorResponseSchema } from '@ua/contracts';
import { cloudSendAnswerSchema, graphErrorSchema, listeningOrigin, rememberStandInOrigin, STAND_IN_GRAPH_PREFIX, usesStandIn } from './whatsapp-client.ts';
import { createWhatsappStandIn } from './whatsapp-stand-in.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema };
const SEND = { access: { label: 'messaging.send' } } as const;
const tags = ['messaging (outside production)'];

const graphParams = z.object({ version: z.string(), phoneNumberId: z.string() });

/**
 * The WhatsApp stand-in, served only outside production and only when no WHATSAPP_API_URL is set:
 * the Graph API's send (public, as Meta's is; it checks the bearer token itself), and for staff who
 * send messages, the phones' conversations and a way to answer as a phone.
 */
export const whatsappStandInRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!usesStandIn(app.config)) return;
  const standIn = createWhatsappStandIn({
    db: app.db,
    config: app.config,
    origin: () => listeningOrigin(app.server.address()),
    onDeliveryError: (error) => app.log.warn({ err: error }, 'the WhatsApp stand-in could not deliver a webhook'),
  });
  // The send job finds the stand-in where the app listens, known only now.
  app.addHook('onListen', async () => {
    const origin = listeningOrigin(app.server.address());
    if (origin !== null) rememberStandInOrigin(app.config, origin);
  });
  app.addHook('preClose', async () => standIn.close());

  app.post(
    `${STAND_IN_GRAPH_PREFIX}/:version/:phoneNumberId/messages`,
    { schema: { hide: true, params: graphParams, response: { 200: cloudSendAnswerSchema, 400: graphErrorSchema, 401: graphErrorSchema, 404: graphErrorSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const answer = await standIn.send(request.headers.authorization, request.params.phoneNumberId, request.body);
      return answer.status === 200 ? reply.code(200).send(answer.body) : reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    MESSAGING_PATHS.devWhatsappPhones,
    { schema: { tags, summary: "The stand-in's phones, each with what it received and wrote, the latest active first", response: { 200: devWhatsappPhoneListSchema, ...errors } }, config: SEND },
    async () => standIn.phones(),
  );

  app.post(
    MESSAGING_PATHS.devWhatsappReply,
    {
      schema: { tags, summary: 'Write to the app as the customer or supplier on this phone: the stand-in delivers it to the webhook, signed, as Meta would', body: devWhatsappReplySchema, response: { 201: devWhatsappPhoneMessageSchema, ...errors } },
      config: SEND,
    },
    async (request, reply) => {
      const row = await standIn.reply(request.body.from, request.body.text);
      return reply.code(201).send({ id: row.id, direction: row.direction, wamid: row.wamid, text: row.text, at: row.createdAt.toISOString() });
    },
  );
};
