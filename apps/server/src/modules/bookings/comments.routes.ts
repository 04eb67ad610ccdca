import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_PATHS, commentCreateRequestSchema, commentPageSchema, commentSchema, commentUpdateRequestSchema, errorResponseSchema, idParamsSchema, pageQuerySchema } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { createComment, editComment, listComments } from './comments.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'bookings.view' } } as const;
const MANAGE = { access: { label: 'bookings.manage' } } as const;
const tags = ['bookings'];
const commentParams = idParamsSchema.extend({ commentId: idParamsSchema.shape.id });

/** The spec's booking comment: the thread of one booking, with `@` mentions. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BOOKING_PATHS.comments(':id'),
    {
      schema: { tags, summary: "The booking's comment thread, oldest first, each with its mentions and earlier texts", params: idParamsSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      return pageResponse(request.url, page, pageSize, await listComments(app.db, request.params.id, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    BOOKING_PATHS.comments(':id'),
    {
      schema: {
        tags,
        summary: 'Comment on the booking (a cancelled one too); each person mentioned, who must be able to read bookings, gets it in their bell',
        params: idParamsSchema,
        body: commentCreateRequestSchema,
        response: { 201: commentSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createComment(serviceContext(app.db, request), request.params.id, request.body)),
  );

  app.patch(
    BOOKING_PATHS.comment(':id', ':commentId'),
    {
      schema: {
        tags,
        summary: "Edit your own comment while its edit window is open (the earlier text is kept); the mention list is replaced, and only people newly mentioned are told",
        params: commentParams,
        body: commentUpdateRequestSchema,
        response: { 200: commentSchema, ...errors },
      },
      config: MANAGE,
    },
    async (request) => editComment(serviceContext(app.db, request), request.params.id, request.params.commentId, request.body),
  );
};
